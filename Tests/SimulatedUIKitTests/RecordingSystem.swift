import Testing

@testable import SimulatedUIKit

/// A running system of the tests' own, in place of the simulated iOS: it answers what UIKit's
/// surface asks of it (`RunningSystem`) with fixed answers, and notes the name of every requirement
/// asked, so that a test can run the surface alone and see where it reached the system beneath.
///
/// Its window is an iPhone 5's screen in portrait; the keyboard's show and hide are only noted;
/// work scheduled runs when the test calls `runScheduledWork()`.
final class RecordingSystem: RunningSystem {
  /// The requirements asked, in order, each by its name.
  private(set) var asked: [String] = []

  private let clock = VirtualClock()
  private let ownRecorder: TimelineRecorder
  private let ownAnimator: AnimationEngine
  private let ownWindow: UIWindow
  private let ownApplication: UIApplication
  private let ownDevice = UIDevice(userInterfaceIdiom: .phone, release: (18, 0))
  private let ownCenter: NotificationCenter
  private let ownController = UIViewController()

  /// The answer to `screenFollowsInterface`.
  var screenFollows = true
  /// The answer to `contentInsetAnimates`.
  var insetsAnimate = true
  /// The answer to `forwardsDeprecatedRotationCalls`.
  var forwardsRotationCalls = true
  /// The answer to `keyboardTopForLayoutGuide(in:followsUndockedKeyboard:)`: the keyboard's top
  /// in the window's coordinates, `nil` for none.
  var keyboardTop: CGFloat?
  /// The answer to `presentationPlacement(of:in:)`: the iPhone 5's screen, full screen, unless a
  /// test sets another.
  var placement = PresentationPlacement(
    frame: CGRect(x: 0, y: 0, width: 320, height: 568), keepsPresenterShown: false)

  init() {
    ownRecorder = TimelineRecorder(clock: clock)
    ownAnimator = AnimationEngine(clock: clock, recorder: ownRecorder, animationsAreAdditive: true)
    ownCenter = NotificationCenter(recorder: ownRecorder)
    ownWindow = UIWindow.iPhone5()
    ownApplication = UIApplication(window: ownWindow)
  }

  /// Runs the work scheduled on the clock, in time order, until none is left.
  func runScheduledWork() {
    while clock.nextTime != nil { clock.runNext() }
  }

  /// The timeline's entries recorded through the system's recorder.
  var entries: [TimelineEntry] { ownRecorder.entries }

  private func note<Answer>(_ name: String, _ answer: Answer) -> Answer {
    asked.append(name)
    return answer
  }

  var application: UIApplication { note("application", ownApplication) }
  var window: UIWindow { note("window", ownWindow) }
  var controller: UIViewController { note("controller", ownController) }
  var uiDevice: UIDevice { note("uiDevice", ownDevice) }
  var notificationCenter: NotificationCenter { note("notificationCenter", ownCenter) }
  var now: VirtualTime { note("now", clock.now) }
  var recorder: TimelineRecorder { note("recorder", ownRecorder) }
  var animator: AnimationEngine { note("animator", ownAnimator) }
  var applicationState: UIApplication.State { note("applicationState", .active) }
  var screenFollowsInterface: Bool { note("screenFollowsInterface", screenFollows) }
  var screenScale: CGFloat { note("screenScale", 2) }
  var scrollViewsAddTheSafeArea: Bool { note("scrollViewsAddTheSafeArea", false) }
  var contentInsetAnimates: Bool { note("contentInsetAnimates", insetsAnimate) }
  var forwardsDeprecatedRotationCalls: Bool {
    note("forwardsDeprecatedRotationCalls", forwardsRotationCalls)
  }
  var textFieldEditingBeginsBeforeKeyboard: Bool {
    note("textFieldEditingBeginsBeforeKeyboard", true)
  }

  func schedule(after delay: Double, _ work: @escaping () -> Void) {
    asked.append("schedule(after:)")
    clock.schedule(at: clock.now + VirtualTime(seconds: delay), work)
  }

  func layOutViewsNeedingLayout() {
    asked.append("layOutViewsNeedingLayout()")
  }

  func showKeyboard() {
    asked.append("showKeyboard()")
  }

  func hideKeyboard() {
    asked.append("hideKeyboard()")
  }

  func bringsKeyboard(_ responder: UIResponder) -> Bool {
    responder.takesText
  }

  func firstResponderChanged() {
    asked.append("firstResponderChanged()")
  }

  func reloadInputViews() {
    asked.append("reloadInputViews()")
  }

  func keyboardTopForLayoutGuide(in view: UIView, followsUndockedKeyboard: Bool) -> CGFloat? {
    note(
      "keyboardTopForLayoutGuide(in:followsUndockedKeyboard:)",
      keyboardTop.map { view.convert(CGRect(x: 0, y: $0, width: 0, height: 0), from: nil).minY })
  }

  func rootViewFrame(in orientation: UIInterfaceOrientation) -> CGRect {
    note("rootViewFrame(in:)", CGRect(x: 0, y: 20, width: 320, height: 548))
  }

  func presentationPlacement(
    of style: UIModalPresentationStyle, in orientation: UIInterfaceOrientation
  ) -> PresentationPlacement {
    note("presentationPlacement(of:in:)", placement)
  }

  func statusBarAppearanceNeedsUpdate() {
    asked.append("statusBarAppearanceNeedsUpdate()")
  }

  func isShownInputAccessory(_ view: UIView) -> Bool {
    note("isShownInputAccessory(_:)", false)
  }

  func controllersDidAppear(_ controllers: [UIViewController]) {
    asked.append("controllersDidAppear(\(controllers.map { "\(type(of: $0))" }))")
  }

  func navigationBarPlacement(in orientation: UIInterfaceOrientation) -> NavigationBarPlacement {
    note(
      "navigationBarPlacement(in:)",
      NavigationBarPlacement(top: 0, height: 44, isTranslucentByDefault: true, insetsSafeArea: true)
    )
  }
}
