extension UIControl {
  /// The states a control is drawn in, with UIKit's raw values [A].
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Neither highlighted, selected nor disabled [A].
    public static let normal = State([])
    /// Touched down [A].
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled [A].
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected [A].
    public static let selected = State(rawValue: 1 << 2)
    /// Focused by a focus-based input, such as a TV remote's or a keyboard's [A]; no control of the
    /// lab's is ever focused [M].
    public static let focused = State(rawValue: 1 << 3)
  }
}
