import SimulationHelpers
import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// A chat screen whose bar is the controller's input accessory (the Examples'
/// `AccessoryInputBarViewController`): a read-only transcript, and a 50 pt bar holding the field
/// 7 pt inside its top and bottom, docked at the screen's bottom with no keyboard and riding on
/// the keyboard's top with one. The transcript's bottom follows each will-change-frame.
final class ChatAccessoryController: UIViewController {
  let messages = UITextView()
  let inputBar = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 50))
  let messageField = UITextField()
  private var messagesBottom: NSLayoutConstraint!
  /// The bar's frame in the window when the last will-change-frame came.
  private(set) var barFrame: CGRect?

  override var canBecomeFirstResponder: Bool { true }
  override var inputAccessoryView: UIView? { inputBar }

  override func viewDidLoad() {
    super.viewDidLoad()
    // The test's nib holds a field of its own: the bar's is the one to tap.
    for subview in view.subviews { subview.removeFromSuperview() }
    messages.translatesAutoresizingMaskIntoConstraints = false
    messages.isEditable = false
    view.addSubview(messages)
    messageField.translatesAutoresizingMaskIntoConstraints = false
    inputBar.addSubview(messageField)
    messagesBottom = messages.bottomAnchor.constraint(equalTo: view.bottomAnchor)
    NSLayoutConstraint.activate([
      messages.topAnchor.constraint(equalTo: view.topAnchor),
      messages.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      messages.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      messagesBottom,
      messageField.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 8),
      messageField.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -8),
      messageField.topAnchor.constraint(equalTo: inputBar.topAnchor, constant: 7),
      messageField.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor, constant: -7),
    ])
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboard(_:)", ChatAccessoryController.keyboard),
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    view.addGestureRecognizer(
      UITapGestureRecognizer(
        target: self, action: Selector("messagesTapped()", ChatAccessoryController.messagesTapped)
      ))
  }

  /// A tap on the messages ends editing and keeps the bar on screen, docked.
  func messagesTapped() {
    messageField.resignFirstResponder()
    becomeFirstResponder()
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    becomeFirstResponder()
  }

  func keyboard(_ notification: Notification) {
    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
    else { return }
    barFrame = inputBar.convert(inputBar.bounds, to: nil)
    let keyboard = view.convert(frame.cgRectValue, from: view.window)
    messagesBottom.constant = -max(0, view.bounds.maxY - keyboard.minY)
    view.layoutIfNeeded()
  }
}

/// A field in the keyboard's input accessory is judged where the screen shows it: the bar rides
/// on the keyboard's top at every sample, through a rotation too, and is the content that holds
/// the field, its bottom on the keyboard below it (`Sample.measure(fieldInBar:accessoryHeight:)`).
@Suite struct AccessoryBarTests {
  private func run(_ steps: String, on device: Device = .iphone15, os: Int = 18) throws
    -> (result: SimulationResult, controller: ChatAccessoryController)
  {
    try runScenario(steps, device: device, os: os) { _ in ChatAccessoryController() }
  }

  private func verdict(of result: SimulationResult) -> Verdict {
    VerdictRules.standard.judge(samples: result.samples, rests: result.rests + [result.rest])
      .verdict
  }

  // Through the turn to landscape with the keyboard up, at every sample, the bar's bottom is the
  // top of the keyboard under it and the field sits 7 pt above that, 36 pt tall: the bar rides
  // the keyboard's frame, whatever the rotation does to the window (the judge once placed it by
  // rules meant for the five samples, and read "385 pt covered, field hidden" at the turn's
  // first frame). Settled in landscape, it is where the app read its bar in the window when the
  // turn's will-show came.
  @Test func theBarRidesTheKeyboardThroughARotation() throws {
    let (result, controller) = try run("at 0 tap text-field\nat 1 rotate landscape-left")
    let turning = result.samples.filter { $0.time >= 1 }
    #expect(turning.contains { $0.viewWidth > $0.viewHeight })
    for sample in turning {
      #expect(abs(sample.edge - sample.keyboardTop) < 1e-9, "at \(sample.time) s")
      #expect(
        abs((sample.fieldMargin ?? 0) - 7) < 1e-9 && abs((sample.fieldHeight ?? 0) - 36) < 1e-9,
        "at \(sample.time) s")
    }
    let bar = try #require(controller.barFrame)
    let rest = result.rest
    #expect(rest.viewWidth == 852 && rest.viewHeight == 393)
    #expect(rest.edge == Double(bar.maxY) && rest.keyboardTop == Double(bar.maxY))
    #expect(verdict(of: result) == .clean)
  }

  // With the keyboard up the field is 7 pt above the keyboard under the bar; with it down the bar
  // is docked at the screen's very bottom, as iOS pins an accessory with no keyboard and leaves
  // its safe area to the app (Apple's answer to openradar 34411433), so on a Face ID iPhone this
  // bar's field, pinned 7 pt above the bar's bottom, rests 27 pt into the home indicator's 34 pt
  // band (the judge placed it 20 pt above the edge, 30 pt tall, and said 14 pt, of no screen's).
  // An iPhone with a Home button has no such band.
  @Test func theFieldIsJudgedWhereTheBarShowsIt() throws {
    let (result, _) = try run("at 0 tap text-field\nat 1 tap background")
    let up = try #require(result.rests.first)
    #expect(up.keyboardIsUp && up.edge == up.keyboardTop)
    #expect(up.edge - (up.fieldMargin ?? 0) == up.keyboardTop - 7 && up.fieldHeight == 36)
    let down = result.rest
    #expect(!down.keyboardIsUp && down.edge == down.viewHeight)
    #expect(down.edge - (down.fieldMargin ?? 0) == down.viewHeight - 7)
    let finding = VerdictRules.standard.restingFinding(
      in: result.rests + [result.rest], safeArea: nil)
    #expect(finding?.band == .homeIndicator && finding?.points == 27)
    #expect(verdict(of: result) == .clean)

    let (homeButton, _) = try run(
      "at 0 tap text-field\nat 1 tap background", on: .iphonese2, os: 17)
    #expect(
      VerdictRules.standard.restingFinding(in: homeButton.rests + [homeButton.rest], safeArea: nil)
        == nil)
    #expect(verdict(of: homeButton) == .clean)
  }
}
