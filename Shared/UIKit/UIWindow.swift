import Foundation

/// The app's window: the root view's superview, and where coordinate spaces meet.
///
/// Before iOS 8 the window stays portrait and the root view is turned inside it [A/S]; from iOS 8
/// the window's coordinates follow the interface [A], so it maps nothing.
public final class UIWindow: UIView {
  let space: ScreenSpace
  /// Whether the window keeps the screen's portrait coordinates (before iOS 8) [A].
  let isFixedInPortrait: Bool
  /// The interface orientation the root view is laid out for.
  var interfaceOrientation: UIInterfaceOrientation = .portrait

  init(space: ScreenSpace, isFixedInPortrait: Bool) {
    self.space = space
    self.isFixedInPortrait = isFixedInPortrait
    super.init(frame: CGRect(origin: .zero, size: space.portraitSize), timelineName: nil)
  }

  /// Maps `rect` from the interface's coordinates to the window's.
  func windowRect(fromInterface rect: CGRect) -> CGRect {
    isFixedInPortrait ? space.portraitRect(fromInterface: rect, in: interfaceOrientation) : rect
  }

  /// Maps `rect` from the window's coordinates to the interface's.
  func interfaceRect(fromWindow rect: CGRect) -> CGRect {
    isFixedInPortrait ? space.interfaceRect(fromPortrait: rect, in: interfaceOrientation) : rect
  }
}
