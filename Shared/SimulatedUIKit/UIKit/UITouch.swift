/// A finger on the screen, as a gesture recognizer's delegate and a recognizer's `location(in:)`
/// see it [A]: the view it landed on and where, in that view's coordinates.
///
/// The lab's touches are the scenario's: `tap background` lands on the root view, at its middle
/// [M: the scenario names no point], and `interactive-dismiss`'s finger on the scroll view it drags
/// (`UIPanGestureRecognizer`).
open class UITouch: NSObject {
  /// Where the touch is in its phase [A].
  public enum Phase: Int, Sendable {
    /// The finger touched the screen [A].
    case began
    /// The finger moved [A].
    case moved
    /// The finger is down and still [A].
    case stationary
    /// The finger left the screen [A].
    case ended
    /// The system cancelled the touch [A].
    case cancelled
  }

  /// The view the touch landed on [A]. Held strongly: a touch lives only while a recognizer looks
  /// at it, and a weak reference would slow every later retain of the view (`UIView.superview`).
  public let view: UIView?
  /// Where the finger is, in `view`'s coordinates; a drag moves it.
  var point: CGPoint
  /// Where the touch is in its life [A].
  public let phase: Phase
  /// How many times the finger tapped (1 for a tap) [A].
  public let tapCount: Int

  /// A touch on `view` at `point` in its coordinates, in `phase`.
  package init(view: UIView, at point: CGPoint, phase: Phase, tapCount: Int = 1) {
    self.view = view
    self.point = point
    self.phase = phase
    self.tapCount = tapCount
    super.init()
  }

  /// The window the touch is in: its view's [A].
  public var window: UIWindow? { view?.window }

  /// Where the touch is in `view`'s coordinates, the window's when `nil` [A]; a conversion the
  /// timeline shows as it shows the app's own (`UIView.convert(_:from:)`).
  public func location(in view: UIView?) -> CGPoint {
    guard let touched = self.view, view !== touched else { return point }
    return view?.convert(point, from: touched) ?? touched.convert(point, to: nil)
  }

  /// Where the touch was before its last move; the lab's touches do not move between two of their
  /// phases, so the same as `location(in:)` [M].
  public func previousLocation(in view: UIView?) -> CGPoint {
    location(in: view)
  }
}
