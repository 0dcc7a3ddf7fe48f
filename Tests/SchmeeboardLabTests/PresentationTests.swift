import TestSupport
import Testing

@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// The calls a presentation test's controllers heard, in order, each as `Class.method`.
final class AppearanceLog {
  var calls: [String] = []
}

/// A screen with a field at its bottom, pinned 20 pt above its safe area's bottom, noting its
/// appearance calls in `log`.
class LoggingController: UIViewController {
  let log: AppearanceLog
  let field = UITextField()

  init(log: AppearanceLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    log = AppearanceLog()
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(field)
    NSLayoutConstraint.activate([
      field.bottomAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
      field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      field.heightAnchor.constraint(equalToConstant: 34),
    ])
  }

  private var name: String { "\(type(of: self))" }
  override func viewWillAppear(_ animated: Bool) { log.calls.append("\(name).viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { log.calls.append("\(name).viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) {
    log.calls.append("\(name).viewWillDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    log.calls.append("\(name).viewDidDisappear")
  }
}

/// The controller presented.
final class PresentedScreen: LoggingController {}

/// A card whose field rides 8 pt above the keyboard (`keyboardLayoutGuide`, iOS 15), and 8 pt
/// above the safe area's bottom with the keyboard down.
final class GuidedCard: UIViewController {
  let field = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(field)
    NSLayoutConstraint.activate([
      field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
      field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      field.heightAnchor.constraint(equalToConstant: 34),
    ])
  }
}

/// The run's controller: once it has appeared it presents `presented` (animated or not), and,
/// `dismissAfter` seconds later when that is set, dismisses it.
final class PresentingScreen: LoggingController {
  var presented: UIViewController?
  var animated = true
  var dismissAfter: Double?
  private(set) var completions: [String] = []

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard let presented, presentedViewController == nil, completions.isEmpty else { return }
    present(presented, animated: self.animated) { [self] in completions.append("presented") }
    guard let dismissAfter else { return }
    RunningSystemSlot.current?.schedule(after: dismissAfter) { [self] in
      dismiss(animated: self.animated) { [self] in completions.append("dismissed") }
    }
  }
}

@Suite struct PresentationTests {
  /// `presenter`, presenting `presented`, run on `device` with `os` through `script`, with the
  /// rules `flipped` read the other way.
  private func run(
    _ presenter: PresentingScreen, presenting presented: UIViewController, on device: Device,
    os: Int, flipped: Set<SystemRules.Rule> = [], _ script: String = "at 1 tap text-field\n"
  ) throws -> (result: SimulationResult, window: UIWindow) {
    presenter.presented = presented
    let target = RunTarget(device: device, release: IOSRelease(os))
    Simulation.prepareLaunch(on: target, assuming: flipped)
    let simulation = Simulation(
      on: target, assuming: flipped, controller: presenter,
      nib: SchmeeboardNib.controllerLayout(.none).instantiate())
    return (simulation.run(try scenario(script)), simulation.window)
  }

  // Before iOS 13 a controller's default style presents it full screen (Apple's
  // `UIModalPresentationStyle.automatic` arrived in iOS 13, the default before it full screen):
  // on an iPhone 7 with iOS 12 its view fills the 375 × 667 window, above the presenter's, the
  // two controllers are linked, and the presenter is told it disappears while the presented one
  // is told it appears, the will-calls before the did-calls.
  @Test func beforeIOS13TheDefaultPresentsFullScreen() throws {
    let log = AppearanceLog()
    let presenter = PresentingScreen(log: log)
    let presented = PresentedScreen(log: log)
    let run = try run(presenter, presenting: presented, on: .iphone7, os: 12)
    #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(run.window.subviews.last === presented.view)
    #expect(presenter.presentedViewController === presented)
    #expect(presented.presentingViewController === presenter)
    #expect(!presented.isBeingPresented)
    #expect(presenter.completions == ["presented"])
    #expect(
      log.calls.drop(while: { $0 != "PresentingScreen.viewWillDisappear" }) == [
        "PresentingScreen.viewWillDisappear", "PresentedScreen.viewWillAppear",
        "PresentingScreen.viewDidDisappear", "PresentedScreen.viewDidAppear",
      ])
  }

  // From iOS 13 the default is a page sheet, a card: on an iPhone 7 its top is 10 pt below the
  // 20 pt status bar, 30, down to the screen's bottom; the status bar lies above it, so its view
  // has no top safe area; the presenter stays shown and is told nothing.
  @Test func fromIOS13TheDefaultIsACardBelowTheStatusBar() throws {
    let log = AppearanceLog()
    let presenter = PresentingScreen(log: log)
    let presented = PresentedScreen(log: log)
    _ = try run(presenter, presenting: presented, on: .iphone7, os: 13)
    #expect(presented.view.frame == CGRect(x: 0, y: 30, width: 375, height: 637))
    #expect(presented.view.reportedSafeAreaInsets.top == 0)
    #expect(!log.calls.contains("PresentingScreen.viewWillDisappear"))
    #expect(log.calls.contains("PresentedScreen.viewDidAppear"))
  }

  // On an iPhone 15 with iOS 17 the card starts 10 pt below the 59 pt sensor housing, at 69, and
  // its view's safe area keeps the home indicator's 34 pt at the bottom.
  @Test func onAnIPhone15TheCardStartsBelowTheSensorHousing() throws {
    let log = AppearanceLog()
    let presented = PresentedScreen(log: log)
    _ = try run(PresentingScreen(log: log), presenting: presented, on: .iphone15, os: 17)
    #expect(presented.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
    #expect(presented.view.reportedSafeAreaInsets.top == 0)
    #expect(presented.view.reportedSafeAreaInsets.bottom == 34)
  }

  // `automaticPresentationIsPageSheet` flipped: the default presents full screen on iOS 13 too,
  // and the presenter is told it disappears.
  @Test func flippedTheDefaultIsFullScreenOnIOS13() throws {
    let log = AppearanceLog()
    let presented = PresentedScreen(log: log)
    _ = try run(
      PresentingScreen(log: log), presenting: presented, on: .iphone7, os: 13,
      flipped: [.automaticPresentationIsPageSheet])
    #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(log.calls.contains("PresentingScreen.viewDidDisappear"))
  }

  // `pageSheetIsACard` flipped: a page sheet covers the screen on iOS 13, as full screen does;
  // unflipped, the same page sheet is a card at 30 pt.
  @Test func flippedAPageSheetIsFullScreenOnIOS13() throws {
    for (flipped, top) in [(Set<SystemRules.Rule>(), 30.0), ([.pageSheetIsACard], 0)] {
      let log = AppearanceLog()
      let presented = PresentedScreen(log: log)
      presented.modalPresentationStyle = .pageSheet
      _ = try run(
        PresentingScreen(log: log), presenting: presented, on: .iphone7, os: 13,
        flipped: flipped)
      #expect(presented.view.frame.minY == CGFloat(top))
    }
  }

  // Over full screen the presented view fills the window and the presenter's stays beneath it:
  // the presenter hears nothing (Apple: the views beneath are not removed).
  @Test func overFullScreenTellsThePresenterNothing() throws {
    let log = AppearanceLog()
    let presented = PresentedScreen(log: log)
    presented.modalPresentationStyle = .overFullScreen
    _ = try run(PresentingScreen(log: log), presenting: presented, on: .iphone7, os: 13)
    #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(!log.calls.contains("PresentingScreen.viewWillDisappear"))
  }

  // A dismissal takes the presented view out of the window once it has slid away, unlinks the
  // two controllers, tells the presented one it disappears and the presenter, which a full-screen
  // presentation covered, that it appears again; then its completion runs.
  @Test func aDismissalTakesThePresentedViewOutOfTheWindow() throws {
    let log = AppearanceLog()
    let presenter = PresentingScreen(log: log)
    presenter.dismissAfter = 1
    let presented = PresentedScreen(log: log)
    presented.modalPresentationStyle = .fullScreen
    _ = try run(presenter, presenting: presented, on: .iphone7, os: 13, "at 2 tap background\n")
    #expect(presented.viewIfLoaded?.window == nil)
    #expect(presenter.presentedViewController == nil)
    #expect(presented.presentingViewController == nil)
    #expect(presenter.completions == ["presented", "dismissed"])
    #expect(
      log.calls.suffix(4) == [
        "PresentedScreen.viewWillDisappear", "PresentingScreen.viewWillAppear",
        "PresentedScreen.viewDidDisappear", "PresentingScreen.viewDidAppear",
      ])
  }

  // An animated presentation slides the view up from the screen's bottom, laid out where it
  // arrives (a transform moves it); while it slides the presenter's screen is judged, and once
  // it has arrived the presented one's: its field, straight on its view, 20 pt above the 667 pt
  // screen's bottom, is the edge measured, and the scenario's tap taps it, not the presenter's.
  @Test func anAnimatedPresentationSlidesUpAndIsJudged() throws {
    let log = AppearanceLog()
    let presented = PresentedScreen(log: log)
    presented.modalPresentationStyle = .fullScreen
    let run = try run(PresentingScreen(log: log), presenting: presented, on: .iphone7, os: 13)
    #expect(run.result.samples.contains { $0.time > 0.1 && $0.time < 0.4 })
    #expect(presented.field.frame.maxY == 647)
    #expect(run.result.rest.grayBottom == 647)
    #expect(presented.field.isEditing)
  }

  // Unanimated, the view is in place at once, so that no sample sees it below its place; its
  // appearance ends on the run loop's next turn, with the completion.
  @Test func anUnanimatedPresentationIsInPlaceAtOnce() throws {
    let log = AppearanceLog()
    let presenter = PresentingScreen(log: log)
    presenter.animated = false
    let presented = PresentedScreen(log: log)
    presented.modalPresentationStyle = .fullScreen
    let run = try run(presenter, presenting: presented, on: .iphone7, os: 12)
    #expect(run.result.samples.allSatisfy { $0.grayBottom <= 647 })
    #expect(presenter.completions == ["presented"])
  }

  // A card presented at launch keeps its field 8 pt above the keyboard, as it does with the
  // keyboard down: that margin is its layout's, read from the screen it shows once it has
  // arrived, not from the launch's (the presenter's, with no field), so the run is clean, as the
  // same card run alone is.
  @Test func aCardPresentedAtLaunchKeepsItsOwnMargin() throws {
    let card = GuidedCard()
    let presented = try run(
      PresentingScreen(log: AppearanceLog()), presenting: card, on: .iphone15, os: 18)
    let target = RunTarget(device: .iphone15, release: IOSRelease(18))
    Simulation.prepareLaunch(on: target)
    let alone = Simulation(
      on: target, controller: GuidedCard(),
      nib: SchmeeboardNib.controllerLayout(.none).instantiate()
    ).run(try scenario("at 1 tap text-field\n"))
    #expect(card.field.isEditing)
    #expect(verdict(of: alone) == .clean)
    #expect(verdict(of: presented.result) == .clean)
  }

  private func verdict(of result: SimulationResult) -> Verdict {
    VerdictRules.standard.judge(samples: result.samples, rests: result.rests + [result.rest])
      .verdict
  }

  // A rotation places a presented card again, in the rotation's animation: on an iPhone 7 in
  // landscape, where no status bar shows, the card's top is 10 pt down and it spans the 667 pt
  // width; turned back, it is where it was.
  @Test func aRotationPlacesTheCardAgain() throws {
    let log = AppearanceLog()
    let presented = PresentedScreen(log: log)
    _ = try run(
      PresentingScreen(log: log), presenting: presented, on: .iphone7, os: 13,
      "at 1 rotate landscape-left\n")
    #expect(presented.view.frame == CGRect(x: 0, y: 10, width: 667, height: 365))
    let back = PresentedScreen(log: log)
    _ = try run(
      PresentingScreen(log: log), presenting: back, on: .iphone7, os: 13,
      "at 1 rotate landscape-left\nat 2 rotate portrait\n")
    #expect(back.view.frame == CGRect(x: 0, y: 30, width: 375, height: 637))
  }

  // The system's photo picker, presented from iOS 13 with its default style, is a white card
  // that covers the presenter's field below the status bar; the camera is not available.
  @Test func anImagePickerIsACardThatCoversTheScreen() throws {
    let picker = UIImagePickerController()
    picker.sourceType = .photoLibrary
    let log = AppearanceLog()
    _ = try run(PresentingScreen(log: log), presenting: picker, on: .iphone7, os: 13)
    #expect(picker.view.frame == CGRect(x: 0, y: 30, width: 375, height: 637))
    #expect(picker.view.backgroundColor == .white)
    #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
    #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
  }
}
