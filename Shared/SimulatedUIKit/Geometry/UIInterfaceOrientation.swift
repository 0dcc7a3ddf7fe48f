/// The orientation of the app's user interface, with UIKit's raw values [A].
///
/// `landscapeLeft` means the home button is on the left: the device was turned clockwise.
public enum UIInterfaceOrientation: Int, CaseIterable, Sendable {
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 4
  case landscapeRight = 3

  /// Whether the interface is wider than tall in this orientation.
  public var isLandscape: Bool {
    self == .landscapeLeft || self == .landscapeRight
  }

  /// Whether the interface is taller than wide in this orientation [A].
  public var isPortrait: Bool {
    self == .portrait || self == .portraitUpsideDown
  }

  /// The name a scenario file uses for this orientation (`landscape-left`).
  public var scenarioName: String {
    switch self {
    case .portrait: "portrait"
    case .portraitUpsideDown: "portrait-upside-down"
    case .landscapeLeft: "landscape-left"
    case .landscapeRight: "landscape-right"
    }
  }

  /// The name the timeline prints, as Swift spells the case (`landscapeLeft`).
  public var swiftName: String {
    switch self {
    case .portrait: "portrait"
    case .portraitUpsideDown: "portraitUpsideDown"
    case .landscapeLeft: "landscapeLeft"
    case .landscapeRight: "landscapeRight"
    }
  }

  /// Whether turning from `self` to `other` is a half turn (180°), which keeps the view's size.
  public func isHalfTurn(to other: UIInterfaceOrientation) -> Bool {
    self != other && isLandscape == other.isLandscape
  }
}
