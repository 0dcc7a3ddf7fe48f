import SimulationHelpers
import TestSupport
import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// A field with a Done toolbar as its input accessory, as apps add one (a flexible space, then
/// a Done item whose action is the field's `resignFirstResponder`): a second after the keyboard's
/// will-show, the controller sends the Done item's action as a tap on it does.
final class DoneToolbarController: UIViewController {
  let field = UITextField(frame: CGRect(x: 20, y: 300, width: 300, height: 30))
  let toolbar = UIToolbar()
  /// Each keyboard notification's name and end frame's height, in the order posted.
  private(set) var posts: [String] = []
  /// Whether the field was first responder just after the Done item's action was sent.
  private(set) var firstResponderAfterDone: Bool?

  override func viewDidLoad() {
    super.viewDidLoad()
    // The test's nib holds a field of its own: the controller's own is the one to tap.
    for subview in view.subviews { subview.removeFromSuperview() }
    toolbar.items = [
      UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
      UIBarButtonItem(
        barButtonSystemItem: .done, target: field,
        action: Selector("resignFirstResponder", UITextField.resignFirstResponder)),
    ]
    toolbar.sizeToFit()
    field.inputAccessoryView = toolbar
    view.addSubview(field)
    for name in [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
    ] {
      NotificationCenter.default.addObserver(
        self, selector: Selector("keyboard(_:)", DoneToolbarController.keyboard), name: name,
        object: nil)
    }
  }

  func keyboard(_ notification: Notification) {
    let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
    let shows = notification.name == UIResponder.keyboardWillShowNotification
    posts.append("\(shows ? "show" : "hide") \(frame.map { $0.cgRectValue.height } ?? -1)")
    guard shows, posts.count == 1 else { return }
    Simulation.running("DoneToolbarController").schedule(after: 1) { [self] in
      guard let done = toolbar.items?.last, let action = done.action else { return }
      UIApplication.shared.sendAction(action, to: done.target, from: done, for: nil)
      firstResponderAfterDone = field.isFirstResponder
    }
  }
}

/// `UIToolbar` and `UIBarButtonItem`, as a Done bar above the keyboard uses them: the toolbar
/// sized to fit is a bar's height, which the keyboard's frames include, and the Done item's
/// action reaches its target [A: `UIToolbar`, `UIBarButtonItem`, "Custom Views for Data Input"].
@Suite struct ToolbarAccessoryTests {
  @Test func aToolbarSizedToFitIsABarsHeightAndKeepsItsWidth() {
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
    toolbar.sizeToFit()
    #expect(toolbar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    // A plain view's best size is the one it has.
    let plain = UIView(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
    #expect(plain.sizeThatFits(CGSize(width: 1, height: 1)) == CGSize(width: 70, height: 80))
    plain.sizeToFit()
    #expect(plain.frame == CGRect(x: 5, y: 6, width: 70, height: 80))
  }

  @Test func theItemsKeepWhatTheyWereMadeWith() {
    let target = UITextField(frame: .zero)
    let done = UIBarButtonItem(
      barButtonSystemItem: .done, target: target,
      action: Selector("resignFirstResponder", UITextField.resignFirstResponder))
    #expect(done.target === target && done.style == .done && done.title == nil)
    #expect(done.action?.description == "resignFirstResponder")
    let titled = UIBarButtonItem(title: "Next", style: .plain, target: nil, action: nil)
    #expect(titled.title == "Next" && titled.style == .plain && titled.target == nil)
    let toolbar = UIToolbar()
    toolbar.setItems([done, titled], animated: true)
    #expect(toolbar.items?.count == 2 && toolbar.items?.first === done)
  }

  @Test func theKeyboardsFramesIncludeTheToolbarAndDoneHidesTheKeyboard() throws {
    let (_, controller) = try runScenario(
      "at 0 tap text-field\nat 2 tilt", device: .iphone7, os: 11
    ) { _ in DoneToolbarController() }
    // iOS 11's iPhone 7 keyboard is 258 pt with its QuickType bar, and the toolbar 44 pt on it;
    // the Done item's action resigned the field, and the keyboard went down.
    #expect(controller.posts == ["show 302.0", "hide 302.0"])
    #expect(controller.firstResponderAfterDone == false)
    #expect(controller.toolbar.frame.height == 44)
  }
}
