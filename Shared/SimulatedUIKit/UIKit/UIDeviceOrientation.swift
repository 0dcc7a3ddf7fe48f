/// The physical orientation of the device, with UIKit's raw values [A].
///
/// It is not the interface's orientation: a device lying face up, or turned while the interface
/// stays where it is, reports its own orientation. `landscapeLeft` here is the device turned with
/// its home button on the right, which is UIKit's `UIInterfaceOrientation.landscapeRight` [A].
public enum UIDeviceOrientation: Int, CaseIterable, Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 3
  case landscapeRight = 4
  case faceUp = 5
  case faceDown = 6

  /// The device orientation that turns the interface to `orientation` [A: the two landscapes are
  /// swapped, since turning the device left turns the interface right].
  public init(interface orientation: UIInterfaceOrientation) {
    switch orientation {
    case .portrait: self = .portrait
    case .portraitUpsideDown: self = .portraitUpsideDown
    case .landscapeLeft: self = .landscapeRight
    case .landscapeRight: self = .landscapeLeft
    }
  }

  /// Whether the device is on its side: `landscapeLeft` or `landscapeRight` [A].
  public var isLandscape: Bool {
    self == .landscapeLeft || self == .landscapeRight
  }

  /// Whether the device lies flat: `faceUp` or `faceDown` [A].
  public var isFlat: Bool {
    self == .faceUp || self == .faceDown
  }

  /// The name the timeline prints, as Swift spells the case (`faceUp`).
  public var swiftName: String {
    switch self {
    case .unknown: "unknown"
    case .portrait: "portrait"
    case .portraitUpsideDown: "portraitUpsideDown"
    case .landscapeLeft: "landscapeLeft"
    case .landscapeRight: "landscapeRight"
    case .faceUp: "faceUp"
    case .faceDown: "faceDown"
    }
  }
}
