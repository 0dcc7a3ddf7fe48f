/// The running app: UIKit's `UIApplication`, with its window, its one scene, and the first
/// responder, which it keeps for its key window [A].
///
/// `UIApplication.shared` is the running simulation's, fresh for every run, made before the app's
/// controller (`LaunchObjects`). A call with neither is a bug, as before `UIApplicationMain` on
/// iOS.
public final class UIApplication: UIResponder {
  /// Whether the app is in front and receiving events [A].
  public enum State: Int, Sendable {
    /// In front, receiving events.
    case active
    /// In front, not receiving events.
    case inactive
    /// Not on screen.
    case background
  }

  private let window: UIWindow
  let scene: UIWindowScene
  /// The app's delegate: the lab's `LaunchedAppDelegate` unless the app sets another [A: set once
  /// at launch; UIKit does not retain it, the lab keeps it, as `UIApplicationMain` keeps the one it
  /// made].
  public var delegate: (any UIApplicationDelegate)? = LaunchedAppDelegate()
  /// The responder in the first responder's place, if any.
  package private(set) weak var firstResponder: UIResponder?
  /// The responder taking the first responder's place while the one there resigns.
  private weak var incomingResponder: UIResponder?
  /// The requests `NSObject.perform(_:with:afterDelay:)` made that are not yet performed or
  /// cancelled, in the order they were made.
  var pendingPerformRequests: [DelayedPerformRequest] = []
  /// The edit menu's controller, once the app asked for it (`UIMenuController.shared`).
  var menuController: UIMenuController?
  /// The image contexts the app opened and has not ended, the innermost last, each by its size
  /// (`UIGraphicsBeginImageContext(_:)`).
  var imageContextSizes: [CGSize] = []

  package init(window: UIWindow) {
    self.window = window
    scene = UIWindowScene(window: window)
  }

  /// The running app, or before the run, the one the run will have (`LaunchObjects`), as
  /// `UIApplicationMain` makes it before the first controller.
  public static var shared: UIApplication {
    RunningSystemSlot.current?.application
      ?? PreRunState.launch("UIApplication.shared").application
  }

  /// The app's windows: its one window.
  public var windows: [UIWindow] { [window] }

  /// The window that receives keyboard events: the app's one window [A].
  public var keyWindow: UIWindow? { window }

  /// The app's scenes (iOS 13 and later): one window scene, holding the window [A].
  public var connectedScenes: Set<UIScene> { [scene] }

  /// Whether the app is in front: `.background` after the scenario's `app background`, `.active`
  /// otherwise, and `.inactive` on the way between them, while the keyboard's hide or show is
  /// posted (`SystemRules.keyboardPostsWhileAppIsInactive`) [A].
  public var applicationState: State {
    RunningSystemSlot.running("UIApplication.applicationState").applicationState
  }

  /// Puts `responder` in the first responder's place once the responder there, if another,
  /// resigns (`false` if it refuses) [A], and brings the keyboard up for a responder that takes
  /// text or has input views to show, or changes it for the new responder's input views.
  func makeFirstResponder(_ responder: UIResponder) -> Bool {
    guard firstResponder !== responder else { return true }
    if let current = firstResponder {
      incomingResponder = responder
      defer { incomingResponder = nil }
      guard current.resignFirstResponder() else { return false }
      // An override that answered `true` without calling `super` has resigned all the same.
      if firstResponder === current { clearFirstResponder(current) }
    }
    firstResponder = responder
    let system = RunningSystemSlot.running("UIResponder.becomeFirstResponder")
    let editingBeginsFirst = beginsEditingBeforeKeyboard(responder, in: system)
    if editingBeginsFirst { didBeginEditing(responder) }
    if system.bringsKeyboard(responder) {
      system.showKeyboard()
      system.firstResponderChanged()
    }
    if !editingBeginsFirst { didBeginEditing(responder) }
    return true
  }

  /// Whether `responder`'s editing begins before the keyboard's notifications: a text field's
  /// does, a text view's follows them (`SystemRules.textFieldEditingBeginsBeforeKeyboard`, which
  /// `system` answers); a responder that edits no text begins nothing.
  private func beginsEditingBeforeKeyboard(_ responder: UIResponder, in system: any RunningSystem)
    -> Bool
  {
    switch responder {
    case is UITextField: return system.textFieldEditingBeginsBeforeKeyboard
    case is UITextView: return !system.textFieldEditingBeginsBeforeKeyboard
    default: return true
    }
  }

  /// Tells a text field or a text view that became first responder that its editing began.
  private func didBeginEditing(_ responder: UIResponder) {
    (responder as? UITextField)?.didBeginEditing()
    (responder as? UITextView)?.didBeginEditing()
  }

  /// Empties the first responder's place, which `responder` held, sending the keyboard away unless
  /// another responder that brings one is taking the place.
  func clearFirstResponder(_ responder: UIResponder) {
    firstResponder = nil
    (responder as? UITextField)?.didEndEditing()
    let system = RunningSystemSlot.running("UIResponder.resignFirstResponder")
    if system.bringsKeyboard(responder), incomingResponder.map(system.bringsKeyboard) != true {
      system.hideKeyboard()
    }
  }
}
