/// A set of interface orientations, with UIKit's bits: `1 << orientation` [A].
nonisolated public struct UIInterfaceOrientationMask: OptionSet, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  public static let portrait = Self(rawValue: 1 << 1)
  public static let portraitUpsideDown = Self(rawValue: 1 << 2)
  public static let landscapeRight = Self(rawValue: 1 << 3)
  public static let landscapeLeft = Self(rawValue: 1 << 4)
  public static let landscape: Self = [.landscapeLeft, .landscapeRight]
  public static let all: Self = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
  public static let allButUpsideDown: Self = [.portrait, .landscapeLeft, .landscapeRight]

  /// Whether the mask allows `orientation`.
  public func allows(_ orientation: UIInterfaceOrientation) -> Bool {
    contains(Self(rawValue: 1 << UInt(orientation.rawValue)))
  }

  /// How the timeline prints the mask: `all`, `allButUpsideDown`, or the raw bits.
  public var timelineDescription: String {
    switch self {
    case .all: "all"
    case .allButUpsideDown: "allButUpsideDown"
    default: "mask \(rawValue)"
    }
  }
}
