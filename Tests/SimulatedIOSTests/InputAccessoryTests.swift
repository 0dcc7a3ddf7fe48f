import SimulationHelpers
import TestSupport
import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// A controller with a field whose input accessory is a 44 pt bar.
final class AccessoryFieldController: UIViewController {
  let field = UITextField(frame: CGRect(x: 20, y: 300, width: 300, height: 30))
  let bar = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
  /// The keyboard's end frames, as the will-show and will-hide notifications post them.
  private(set) var endFrames: [CGRect] = []
  /// The bar's frame in the window when each notification came.
  private(set) var barFrames: [CGRect] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    // The test's nib holds a field of its own: the controller's own is the one to tap.
    for subview in view.subviews { subview.removeFromSuperview() }
    field.inputAccessoryView = bar
    view.addSubview(field)
    for name in [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
    ] {
      NotificationCenter.default.addObserver(
        self, selector: Selector("keyboard(_:)", AccessoryFieldController.keyboard), name: name,
        object: nil)
    }
  }

  func keyboard(_ notification: Notification) {
    if let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue {
      endFrames.append(frame.cgRectValue)
    }
    if bar.window != nil { barFrames.append(bar.convert(bar.bounds, to: nil)) }
  }
}

/// A chat screen's pattern: the controller can be first responder and has an input accessory, so
/// that the bar stays docked at the bottom with no keyboard.
final class DockedBarController: UIViewController {
  let bar = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
  private(set) var endFrames: [CGRect] = []

  override var canBecomeFirstResponder: Bool { true }
  override var inputAccessoryView: UIView? { bar }

  override func viewDidLoad() {
    super.viewDidLoad()
    // The test's nib holds a field of its own: the controller's own is the one to tap.
    for subview in view.subviews { subview.removeFromSuperview() }
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboard(_:)", DockedBarController.keyboard),
      name: UIResponder.keyboardWillShowNotification, object: nil)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    becomeFirstResponder()
  }

  func keyboard(_ notification: Notification) {
    if let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue {
      endFrames.append(frame.cgRectValue)
    }
  }
}

/// The input accessory view rides on the keyboard's top and the keyboard's frames include it
/// (`SystemRules.keyboardIncludesInputAccessory`) [A: "Custom Views for Data Input"; S].
@Suite struct InputAccessoryTests {
  /// The iPhone 7's portrait keyboard with the QuickType bar on iOS 11 [S], and its screen.
  private let keyboardHeight: CGFloat = 258
  private let screenHeight: CGFloat = 667

  @Test func theKeyboardsFramesIncludeTheAccessory() throws {
    let (_, controller) = try runScenario("at 0 tap text-field", device: .iphone7, os: 11) { _ in
      AccessoryFieldController()
    }
    let shown = try #require(controller.endFrames.first)
    #expect(shown.height == keyboardHeight + 44 && shown.minY == screenHeight - 302)
    // The bar sits at the keyboard's top, in the window, as wide as the screen.
    #expect(
      controller.barFrames.first == CGRect(x: 0, y: screenHeight - 302, width: 375, height: 44))
  }

  // A chat bar made as many are, `.flexibleWidth` and `.flexibleHeight` (here 240 pt wide): the
  // keyboard's host makes it as wide as the screen and leaves its height, however tall the host
  // grows with the keyboard, in portrait and after the rotation [A: the accessory is attached to
  // the top of the input view; 1: such bars are as tall as their own height on a device].
  @Test func anAutoresizingAccessoryKeepsItsHeightAndTakesTheScreensWidth() throws {
    let (_, controller) = try runScenario(
      "at 0 tap text-field\nat 1 rotate landscape-left", device: .iphone7, os: 11
    ) { _ -> AccessoryFieldController in
      let controller = AccessoryFieldController()
      controller.bar.frame.size.width = 240
      controller.bar.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      return controller
    }
    let shown = try #require(controller.endFrames.first)
    #expect(shown.height == keyboardHeight + 44)
    #expect(
      controller.barFrames.first == CGRect(x: 0, y: screenHeight - 302, width: 375, height: 44))
    #expect(controller.bar.frame.size == CGSize(width: screenHeight, height: 44))
  }

  @Test func flippedTheFramesAreTheKeyboardsAlone() throws {
    let (_, controller) = try RuleFlip.$flipped.withValue([.keyboardIncludesInputAccessory]) {
      try runScenario("at 0 tap text-field", device: .iphone7, os: 11) { _ in
        AccessoryFieldController()
      }
    }
    #expect(controller.endFrames.first?.height == keyboardHeight)
  }

  @Test func aResponderWithoutTextDocksItsAccessoryAtTheBottom() throws {
    let (_, controller) = try runScenario("at 1 tilt", device: .iphone7, os: 11) { _ in
      DockedBarController()
    }
    #expect(controller.endFrames == [CGRect(x: 0, y: screenHeight - 50, width: 375, height: 50)])
  }

  @Test func aTrackerObservingTheAccessorysSuperviewSeesItMove() throws {
    let (_, tracking) = try runScenario("at 0 tap text-field", device: .iphone7, os: 11) { _ in
      TrackingController()
    }
    // The keyboard's host moves up by the keyboard's and the bar's height: its center with it.
    let last = try #require(tracking.trackedCenters.last)
    #expect(last.y == screenHeight - 302 + 302 / 2)
  }
}

/// A field whose accessory is a tracker that observes its superview as it joins it.
final class TrackingController: UIViewController {
  let field = UITextField(frame: CGRect(x: 20, y: 300, width: 300, height: 30))
  let tracker = TrackerView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))

  var trackedCenters: [CGPoint] { tracker.centers }

  override func viewDidLoad() {
    super.viewDidLoad()
    // The test's nib holds a field of its own: the controller's own is the one to tap.
    for subview in view.subviews { subview.removeFromSuperview() }
    field.inputAccessoryView = tracker
    view.addSubview(field)
  }
}

/// A view that observes its superview's center while it has one, as ALKeyboardObservingView and
/// Chatto's KeyboardTrackingView do.
final class TrackerView: UIView {
  private(set) var centers: [CGPoint] = []

  override func willMove(toSuperview newSuperview: UIView?) {
    superview?.removeObserver(self, forKeyPath: "center")
    newSuperview?.addObserver(self, forKeyPath: "center", options: .new, context: nil)
  }

  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    if let center = (change?[.newKey] as? NSValue)?.cgPointValue { centers.append(center) }
  }
}

/// A field whose accessory grows from 44 to 88 pt once the keyboard is up, as a growing chat bar
/// does, and tells the layout with `invalidateIntrinsicContentSize()`.
final class GrowingAccessoryController: UIViewController {
  final class GrowingBar: UIView {
    var height: CGFloat = 44
    override var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: height)
    }
  }

  let field = UITextField(frame: CGRect(x: 20, y: 300, width: 300, height: 30))
  let bar = GrowingBar(frame: .zero)
  private(set) var endHeights: [CGFloat] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in view.subviews { subview.removeFromSuperview() }
    field.inputAccessoryView = bar
    view.addSubview(field)
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboard(_:)", GrowingAccessoryController.keyboard),
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    view.addGestureRecognizer(
      UITapGestureRecognizer(
        target: self, action: Selector("grow()", GrowingAccessoryController.grow)))
  }

  func grow() {
    bar.height = 88
    bar.invalidateIntrinsicContentSize()
  }

  func keyboard(_ notification: Notification) {
    if let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue {
      endHeights.append(frame.cgRectValue.height)
    }
  }
}

@Suite struct GrowingAccessoryTests {
  // The accessory's new intrinsic height changes the keyboard's frames: 258 + 44, then 258 + 88.
  @Test func anAccessoryThatGrowsChangesTheKeyboardsFrames() throws {
    let (_, controller) = try runScenario(
      "at 0 tap text-field\nat 1 tap background", device: .iphone7, os: 11
    ) { _ in GrowingAccessoryController() }
    #expect(controller.endHeights == [302, 346])
  }
}
