import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// A text view as the field: its text shows down to its frame's bottom less its own bottom content
/// inset, so a notes screen whose text view fills the root view, and whose bottom inset takes the
/// keyboard's height as Apple's keyboard guide says, keeps all it shows above the keyboard
/// (`docs/behaviour-model.md` §1).

/// A text view filling the root view; with `insetsForTheKeyboard` its bottom inset becomes the
/// keyboard's height when the keyboard shows and 0 when it hides.
final class FullScreenNotesController: UIViewController {
  var notesView: UITextView!
  var insetsForTheKeyboard = true

  override func viewDidLoad() {
    super.viewDidLoad()
    notesView = UITextView(frame: view.bounds)
    view.addSubview(notesView)
    guard insetsForTheKeyboard else { return }
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillShow(_:)", FullScreenNotesController.keyboardWillShow),
      name: UIKeyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillHide(_:)", FullScreenNotesController.keyboardWillHide),
      name: UIKeyboardWillHideNotification, object: nil)
  }

  func keyboardWillShow(_ notification: Notification) {
    let frame = (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    notesView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: frame?.height ?? 0, right: 0)
  }

  func keyboardWillHide(_ notification: Notification) {
    notesView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  }
}

/// The notes screen, its text view inset for the keyboard.
enum InsetNotesApp: ControllerLayoutVariant {
  static let info = VariantInfo(
    name: "InsetNotes", shortName: "IN", abstract: "Insets its text view for the keyboard.",
    nib: .controllerLayout(.none), deploymentTarget: IOSRelease(10, 0), deviceFamily: .universal,
    defaultTarget: RunTarget(device: .iphone7, release: IOSRelease(10)))
  static let defaultLayout = ControllerLayout.none

  static func makeController(connectedTo nib: NibObjects) throws(OutletError) -> UIViewController {
    FullScreenNotesController()
  }
}

/// The notes screen, its text view never inset.
enum UninsetNotesApp: ControllerLayoutVariant {
  static let info = VariantInfo(
    name: "UninsetNotes", shortName: "UN", abstract: "Leaves its text view under the keyboard.",
    nib: .controllerLayout(.none), deploymentTarget: IOSRelease(10, 0), deviceFamily: .universal,
    defaultTarget: RunTarget(device: .iphone7, release: IOSRelease(10)))
  static let defaultLayout = ControllerLayout.none

  static func makeController(connectedTo nib: NibObjects) throws(OutletError) -> UIViewController {
    let controller = FullScreenNotesController()
    controller.insetsForTheKeyboard = false
    return controller
  }
}

@Suite struct TextViewFieldTests {
  private func run<V: ControllerLayoutVariant>(_ variant: V.Type) -> Timeline {
    SchmeeboardRun.timeline(
      of: variant, switches: ControllerLayoutSwitches(layout: nil),
      on: RunTarget(device: .iphone7, release: IOSRelease(10)),
      scenario: BuiltInScenario.showHide.scenario)
  }

  // On an iPhone 7 on iOS 10 the keyboard is 258 pt tall: the inset text view shows its text down
  // to 667 − 258 = 409 pt, the keyboard's top, so nothing it shows is covered and the run is
  // clean, although its frame runs on to the screen's bottom.
  @Test func aTextViewInsetForTheKeyboardShowsAllItsTextAboveIt() throws {
    let timeline = run(InsetNotesApp.self)
    let keyboardUp = try #require(timeline.rests.first { $0.keyboardIsUp })
    #expect(keyboardUp.edgeBottom == 409)
    #expect(keyboardUp.grayBottom == 667, "the text view's frame, the holder")
    #expect(timeline.verdict == .clean)
  }

  // The same text view never inset shows text behind the keyboard: its 258 pt under it are
  // covered, stuck at rest.
  @Test func aTextViewNeverInsetIsCoveredByTheKeyboard() throws {
    let timeline = run(UninsetNotesApp.self)
    let keyboardUp = try #require(timeline.rests.first { $0.keyboardIsUp })
    #expect(keyboardUp.grayBottom == 667)
    #expect(timeline.verdict == .stuck)
  }
}
