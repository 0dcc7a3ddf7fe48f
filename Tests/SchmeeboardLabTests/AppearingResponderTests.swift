import TestSupport
import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// A chat screen whose bar is its controller's input accessory view; the controller can become
/// first responder, asks to in `viewDidAppear(_:)` only when `asks` is true, and counts the
/// times it became first responder.
final class ChatBarController: UIViewController {
  let field = UITextField()
  let bar = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
  let asks: Bool
  private(set) var timesMadeFirstResponder = 0

  init(asks: Bool) {
    self.asks = asks
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    asks = false
    super.init(coder: coder)
  }

  override var canBecomeFirstResponder: Bool { true }
  override var inputAccessoryView: UIView? { bar }

  override func viewDidLoad() {
    super.viewDidLoad()
    field.frame = CGRect(x: 8, y: 7, width: 359, height: 36)
    bar.addSubview(field)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if asks { becomeFirstResponder() }
  }

  @discardableResult
  override func becomeFirstResponder() -> Bool {
    let became = super.becomeFirstResponder()
    if became { timesMadeFirstResponder += 1 }
    return became
  }
}

/// A screen whose own field is made first responder in `viewDidAppear(_:)`, under a controller
/// that could become first responder too.
final class FieldFirstController: UIViewController {
  let field = UITextField()
  override var canBecomeFirstResponder: Bool { true }

  override func viewDidLoad() {
    super.viewDidLoad()
    field.frame = CGRect(x: 20, y: 100, width: 335, height: 34)
    view.addSubview(field)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    field.becomeFirstResponder()
  }
}

/// A chat bar built lazily by its controller's `inputAccessoryView` getter, whose label's text is
/// set as the bar is made, as many chat screens write it: setting a label's text invalidates its
/// intrinsic size while the getter is still building the bar.
final class LazyBarController: UIViewController {
  final class Bar: UIView {
    let field = UITextField(frame: CGRect(x: 8, y: 7, width: 300, height: 36))
    let placeholder: UILabel = {
      let label = UILabel()
      label.text = "Type your message here"
      return label
    }()

    override init(frame: CGRect) {
      super.init(frame: frame)
      addSubview(field)
    }

    required init?(coder: NSCoder) { nil }
  }

  private lazy var bar = Bar(frame: CGRect(x: 0, y: 0, width: view.frame.width, height: 50))
  override var canBecomeFirstResponder: Bool { true }
  override var inputAccessoryView: UIView? { bar }
}

/// UIKit makes an appearing controller that can become first responder the first responder
/// where no responder is (`SystemRules.appearingControllerBecomesFirstResponder`): the
/// InputBarAccessoryView author's "by default the bar will be there when the ViewController is
/// displayed" (docs/behaviour-model.md, IBA-17).
@Suite struct AppearingResponderTests {
  /// Runs `controller` as the window's root on an iPhone 7 with `os` through a tap on the field.
  private func run(
    _ controller: UIViewController, os: Int, assuming assumptions: Set<SystemRules.Rule> = []
  ) throws -> SimulationResult {
    try Simulation.run(controller, asRootOn: .iphone7, os: os, assuming: assumptions)
  }

  // On iOS 11 the chat screen's controller, which never asks, becomes first responder as it
  // appears: the run notes it, and its bar, docked at the screen's bottom, holds a field to tap.
  @Test func aControllerThatCanIsMadeFirstResponderAsItAppears() throws {
    let chat = ChatBarController(asks: false)
    let result = try run(chat, os: 11)
    #expect(chat.timesMadeFirstResponder == 1)
    #expect(
      result.notes.contains(
        "first responder: ChatBarController as it appears "
          + "(its canBecomeFirstResponder is true)"))
    #expect(result.hasFieldToTap)
  }

  // A controller that asks in viewDidAppear is first responder already: UIKit leaves it, and
  // the run notes nothing. A field the app makes first responder there keeps its place.
  @Test func aResponderTheAppMakesInViewDidAppearKeepsItsPlace() throws {
    let asking = ChatBarController(asks: true)
    let asked = try run(asking, os: 11)
    #expect(asking.timesMadeFirstResponder == 1)
    #expect(!asked.notes.contains { $0.hasPrefix("first responder:") })
    let fieldFirst = FieldFirstController()
    let fieldRun = try run(fieldFirst, os: 11)
    #expect(!fieldRun.notes.contains { $0.hasPrefix("first responder:") })
  }

  // Before iOS 11 the app makes the controller first responder itself: on iOS 10 nothing does,
  // no bar shows and nothing on the screen can be tapped into. Flipped on iOS 11, the same.
  @Test func beforeIOS11AndFlippedNoControllerIsMadeFirstResponder() throws {
    let old = ChatBarController(asks: false)
    let oldRun = try run(old, os: 10)
    #expect(old.timesMadeFirstResponder == 0)
    #expect(!oldRun.hasFieldToTap)
    let flipped = ChatBarController(asks: false)
    let flippedRun = try run(
      flipped, os: 11, assuming: [.appearingControllerBecomesFirstResponder])
    #expect(flipped.timesMadeFirstResponder == 0)
    #expect(!flippedRun.hasFieldToTap)
  }

  // A bar the getter builds lazily, whose label's text is set as it is built, shows: the text's
  // invalidated intrinsic size is no accessory's on screen yet, and the getter, still building
  // the bar, is not asked again (it was, over and over, until the stack ran out).
  @Test func aLazyBarWhoseLabelIsSetAsItIsBuiltShows() throws {
    let result = try run(LazyBarController(), os: 11)
    #expect(result.hasFieldToTap)
  }

  // A controller pushed onto a shown navigation controller (the first screen pushes it once it
  // has appeared) appears then, and is made first responder then, not at the launch's end.
  @Test func aPushedControllerIsMadeFirstResponderWhenItAppears() throws {
    let chat = ChatBarController(asks: false)
    let first = PushingController(pushing: chat)
    let navigation = UINavigationController(rootViewController: first)
    let result = try run(navigation, os: 11)
    #expect(chat.timesMadeFirstResponder == 1)
    #expect(result.hasFieldToTap)
    #expect(result.notes.contains { $0.hasPrefix("first responder: ChatBarController") })
  }
}

/// A screen that pushes `pushed` onto its navigation controller once it has appeared.
final class PushingController: UIViewController {
  let pushed: UIViewController

  init(pushing pushed: UIViewController) {
    self.pushed = pushed
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    navigationController?.pushViewController(pushed, animated: false)
  }
}
