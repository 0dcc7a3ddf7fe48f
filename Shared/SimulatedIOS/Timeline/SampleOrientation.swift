import SimulatedUIKit

/// The interface's orientation as a sample records it for the pictures, which draw the device that
/// way round; portrait is the sample's default and goes unrecorded. One byte a sample, where the
/// scenario's name for it would take sixteen: a long run keeps millions of samples.
public enum SampleOrientation: String, Codable, Sendable {
  /// Upside down: the home button above the screen.
  case portraitUpsideDown = "portrait-upside-down"
  /// The home button on the left.
  case landscapeLeft = "landscape-left"
  /// The home button on the right.
  case landscapeRight = "landscape-right"

  /// The sample's record of `orientation`; `nil` for portrait.
  public init?(_ orientation: UIInterfaceOrientation) {
    switch orientation {
    case .portrait: return nil
    case .portraitUpsideDown: self = .portraitUpsideDown
    case .landscapeLeft: self = .landscapeLeft
    case .landscapeRight: self = .landscapeRight
    }
  }
}
