/// A set of interface orientations, with UIKit's bits: `1 << orientation` [A].
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
  /// The mask's bits.
  public let rawValue: UInt

  /// A mask with these bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Portrait, home button at the bottom.
  public static let portrait = Self(rawValue: 1 << 1)
  /// Portrait, home button at the top.
  public static let portraitUpsideDown = Self(rawValue: 1 << 2)
  /// Landscape, home button on the right.
  public static let landscapeRight = Self(rawValue: 1 << 3)
  /// Landscape, home button on the left.
  public static let landscapeLeft = Self(rawValue: 1 << 4)
  /// Both landscape orientations.
  public static let landscape: Self = [.landscapeLeft, .landscapeRight]
  /// Every orientation (`UIInterfaceOrientationMaskAll`).
  public static let all: Self = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
  /// Every orientation but upside down: the iPhone default [A].
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
