@testable import SimulatedUIKit

extension UIWindow {
  /// A window on an iPhone 5's screen (320 × 568 points), turning with the device, without a safe
  /// area, its base coordinates starting at the window: the window the surface's tests put
  /// their views in.
  static func iPhone5() -> UIWindow {
    UIWindow(
      space: ScreenSpace(portraitSize: CGSize(width: 320, height: 568)), isFixedInPortrait: false,
      safeArea: nil, baseCoordinatesStartAtWindow: true)
  }
}
