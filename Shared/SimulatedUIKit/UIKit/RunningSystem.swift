/// The simulated iOS that runs the app on this thread, as UIKit sees it: everything the surface
/// asks of the system beneath it, and nothing more.
///
/// UIKit's globals (`UIApplication.shared`, `UIScreen.main`, `NotificationCenter.default`, the
/// context behind `UIView.animate`) reach the running system through
/// `RunningSystemSlot.current`, as SwiftNIO's channels reach their `EventLoop`: this module
/// declares what it needs, and the module that simulates iOS (`SimulatedIOS`, whose `Simulation`
/// conforms) answers it, each answer by the rules of the device and release it runs. The surface
/// never names that module, and compiles without it.
package protocol RunningSystem: AnyObject {
  // MARK: - The app's objects

  /// The running app: `UIApplication.shared`, which holds the first responder.
  var application: UIApplication { get }
  /// The app's one window, which fills the screen (or the app's part of it).
  var window: UIWindow { get }
  /// The controller under test, whose view is the window's root view.
  var controller: UIViewController { get }
  /// The device the app runs on: `UIDevice.current`.
  var uiDevice: UIDevice { get }
  /// The run's notification center: `NotificationCenter.default` during the run.
  var notificationCenter: NotificationCenter { get }

  // MARK: - Time, animation and the timeline

  /// The virtual clock's time now.
  var now: VirtualTime { get }
  /// Schedules `work` `delay` seconds from now (UIKit's durations are seconds), to the nearest
  /// tick, after the work already scheduled for that time.
  func schedule(after delay: Double, _ work: @escaping () -> Void)
  /// Where the run's calls, posts and changes are written, in the order they happen.
  var recorder: TimelineRecorder { get }
  /// The run's animations: the blocks open now and every animated value's animations.
  var animator: AnimationEngine { get }
  /// Lays out now every view that needs layout, from the window down, in the animation open now:
  /// what the run loop does at the end of a turn, and `UIView.animate`'s `.layoutSubviews`.
  func layOutViewsNeedingLayout()

  // MARK: - The keyboard and the screen

  /// Brings the software keyboard up for a text responder that took the first responder's place,
  /// with the notifications and animation the release sends.
  func showKeyboard()
  /// Sends the keyboard away for a text responder that gave up the first responder's place.
  func hideKeyboard()
  /// Whether `responder`, as first responder, brings a keyboard up: it takes text, or it has an
  /// input view or an input accessory view to show.
  func bringsKeyboard(_ responder: UIResponder) -> Bool
  /// Changes the keyboard that is up for a new first responder's input views, if they change it.
  func firstResponderChanged()
  /// Shows the first responder's input views again as they are now (`reloadInputViews()`).
  func reloadInputViews()
  /// Whether `view` is the input accessory view shown on the keyboard now, the first responder's
  /// own: asked without reading any responder's `inputAccessoryView` unless `view` is the one
  /// shown, since an app's getter may build a view whose own set-up asks again.
  func isShownInputAccessory(_ view: UIView) -> Bool
  /// The top of the keyboard a `UIKeyboardLayoutGuide` of `view` tracks, in `view`'s coordinates;
  /// `nil` when the guide sees no keyboard (it is down, or undocked and the guide does not follow
  /// an undocked one, or the release hides it from the guide for a moment).
  func keyboardTopForLayoutGuide(in view: UIView, followsUndockedKeyboard: Bool) -> CGFloat?
  /// Where a root view the system places sits in the window in `orientation`: the window, less
  /// the status bar where the release leaves it outside the root view.
  func rootViewFrame(in orientation: UIInterfaceOrientation) -> CGRect
  /// Where a navigation controller's bar sits in a view that starts at the window's top, in
  /// `orientation`, and what it does to the content under it.
  func navigationBarPlacement(in orientation: UIInterfaceOrientation) -> NavigationBarPlacement
  /// Where a controller presented with `style` sits in the window in `orientation`, and whether
  /// its presenter's view stays shown beneath it.
  func presentationPlacement(
    of style: UIModalPresentationStyle, in orientation: UIInterfaceOrientation
  ) -> PresentationPlacement
  /// Reads the status bar's appearance again from the window's root controller's
  /// `statusBarDecidingController`, as a controller's appearance and
  /// `setNeedsStatusBarAppearanceUpdate()` have it read; what changes is laid out in the
  /// animation open now, if any.
  func statusBarAppearanceNeedsUpdate()
  /// Told that `controllers` appeared, after their `viewDidAppear(_:)`: where no responder is
  /// first, UIKit may make one of them first responder (the simulated iOS's
  /// `SystemRules.appearingControllerBecomesFirstResponder`).
  func controllersDidAppear(_ controllers: [UIViewController])
  /// Where the app is in its life cycle: `UIApplication.applicationState`.
  var applicationState: UIApplication.State { get }

  // MARK: - The answers that differ by device and release

  /// Whether `UIScreen.bounds` turns with the interface, rather than staying portrait.
  var screenFollowsInterface: Bool { get }
  /// Pixels per point of the device's screen: `UIScreen.scale`.
  var screenScale: CGFloat { get }
  /// Whether a scroll view adds the safe area to its `contentInset` (`adjustedContentInset`).
  var scrollViewsAddTheSafeArea: Bool { get }
  /// Whether a change of `contentInset` follows the animation open now, rather than landing at
  /// once.
  var contentInsetAnimates: Bool { get }
  /// Whether `viewWillTransition(to:with:)`'s default implementation calls the deprecated
  /// `willRotate`, `willAnimateRotation` and `didRotate` for a rotation.
  var forwardsDeprecatedRotationCalls: Bool { get }
  /// Whether a text field's editing begins (its delegate told, its notification posted) before
  /// the keyboard's notifications and a text view's after them, rather than the other way round.
  var textFieldEditingBeginsBeforeKeyboard: Bool { get }
}
