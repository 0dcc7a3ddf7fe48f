/// The space the keyboard takes in a view's layout: UIKit's `UIKeyboardLayoutGuide` (iOS 15) [A].
///
/// Apple's documentation and WWDC21's "Your guide to keyboard layout" promise: the guide's top is
/// the keyboard's top while a docked keyboard is on screen, and the safe area's bottom when the
/// keyboard is offscreen [A]; it follows an undocked or split keyboard only when
/// `followsUndockedKeyboard` is set, and otherwise acts as if the keyboard were offscreen [A];
/// layout that pins to it moves with the keyboard's own animation, its duration and curve [A:
/// WWDC21]. The running system lays out the guide's owning view inside the keyboard's animation
/// whenever the keyboard moves, and says where the keyboard's top is
/// (`RunningSystem.keyboardTopForLayoutGuide`). Whether the guide drops during a rotation's
/// will-hide is not documented: the system's rules decide it [M]. It is a tracking guide
/// (`UITrackingLayoutGuide`): constraints given to it turn on and off with the edges it is near.
public final class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  /// Whether the guide follows an undocked or split keyboard (default `false`) [A].
  public var followsUndockedKeyboard = false

  /// How far above the keyboard's top a drag to dismiss it begins to pull the keyboard down
  /// (iOS 17; default 0) [A: `keyboardDismissPadding`]. The lab's interactive dismissal starts
  /// from the keyboard's own top, so the padding is kept and not applied [M].
  public var keyboardDismissPadding: CGFloat = 0

  /// The guide turns its tracking constraints on and off only while it follows an undocked
  /// keyboard: "Tracking constraints only apply when followsUndockedKeyboard is true" [A: Apple's
  /// sample "Adjusting your layout with keyboard layout guide"].
  override var tracksEdges: Bool { followsUndockedKeyboard }

  /// From the keyboard's top, or the safe area's bottom with no docked keyboard (nor, unless it
  /// follows one, an undocked one), to the owning view's bottom, across its width [A].
  override var systemFrame: CGRect? {
    guard let owningView else { return nil }
    let bounds = owningView.bounds
    let safeBottom = bounds.maxY - owningView.safeAreaInsets.bottom
    let keyboardTop = RunningSystemSlot.current?.keyboardTopForLayoutGuide(
      in: owningView, followsUndockedKeyboard: followsUndockedKeyboard)
    let top = keyboardTop.map { min($0, safeBottom) } ?? safeBottom
    return CGRect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
  }
}
