import SimulationHelpers
import TestSupport
import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// A controller with a field whose input accessory is a `UIInputView` 44 pt tall by its frame,
/// holding a bar its constraints make 60 pt tall, self-sizing or not; it notes the keyboard's
/// end frames and whether each notification's screen is its window's, as WWDC23's code checks.
final class InputViewFieldController: UIViewController {
  let field = UITextField(frame: CGRect(x: 20, y: 300, width: 300, height: 30))
  let accessory = UIInputView(
    frame: CGRect(x: 0, y: 0, width: 375, height: 44), inputViewStyle: .keyboard)
  private(set) var endFrames: [CGRect] = []
  private(set) var objectIsWindowsScreen: [Bool] = []
  /// Whether each notification's screen was equal to the field, to `nil` or to another screen.
  private(set) var objectIsEqualToAnotherObject: [Bool] = []

  init(selfSizing: Bool) {
    super.init(nibName: nil, bundle: nil)
    accessory.allowsSelfSizing = selfSizing
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    // The test's nib holds a field of its own: the controller's own is the one to tap.
    for subview in view.subviews { subview.removeFromSuperview() }
    let bar = UIView()
    bar.translatesAutoresizingMaskIntoConstraints = false
    accessory.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: accessory.topAnchor),
      bar.bottomAnchor.constraint(equalTo: accessory.bottomAnchor),
      bar.leadingAnchor.constraint(equalTo: accessory.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: accessory.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 60),
    ])
    field.inputAccessoryView = accessory
    view.addSubview(field)
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboard(_:)", InputViewFieldController.keyboard),
      name: UIResponder.keyboardWillShowNotification, object: nil)
  }

  func keyboard(_ notification: Notification) {
    if let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue {
      endFrames.append(frame.cgRectValue)
    }
    if let screen = notification.object as? UIScreen {
      objectIsWindowsScreen.append(screen.isEqual(view.window?.screen))
      objectIsEqualToAnotherObject.append(
        screen.isEqual(field) || screen.isEqual(nil) || screen.isEqual(UIScreen()))
    }
  }
}

/// `UIInputView` [A: Apple-UIInputView] as a field's input accessory: the keyboard's frames take
/// its frame's height, or with `allowsSelfSizing` the height its constraints give it
/// (`systemLayoutSizeFitting(_:)`) [A: Apple-AllowsSelfSizing]; and `UIScreen.isEqual(_:)`, an
/// `NSObject`'s identity, on the screen a notification names (iOS 16.1 and later) [A].
@Suite struct InputViewTests {
  /// The iPhone 7's portrait keyboard with the QuickType bar [S].
  private let keyboardHeight: CGFloat = 258

  @Test func anInputViewIsMadeWithItsStyleAndSizesByItsFrameUntilSelfSizing() {
    let view = UIInputView(frame: .zero, inputViewStyle: .keyboard)
    #expect(view.inputViewStyle == .keyboard && UIInputView.Style.keyboard.rawValue == 1)
    #expect(!view.allowsSelfSizing && UIInputView.Style.default.rawValue == 0)
  }

  @Test(arguments: [(false, 44.0), (true, 60.0)])
  func theKeyboardsFramesTakeTheAccessorysHeight(selfSizing: Bool, accessory: Double) throws {
    let (_, controller) = try runScenario("at 0 tap text-field", device: .iphone7, os: 11) { _ in
      InputViewFieldController(selfSizing: selfSizing)
    }
    let shown = try #require(controller.endFrames.first)
    #expect(Double(shown.height) == Double(keyboardHeight) + accessory)
  }

  @Test func theNotificationsScreenIsEqualToTheWindowsScreenAndNothingElse() throws {
    let (_, controller) = try runScenario("at 0 tap text-field", device: .iphone15, os: 17) { _ in
      InputViewFieldController(selfSizing: false)
    }
    #expect(controller.objectIsWindowsScreen == [true])
    #expect(controller.objectIsEqualToAnotherObject == [false])
  }
}
