import TestSupport
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// The judge reads the screen, not one chosen view (`docs/behaviour-model.md` §1): the first
/// responder covered, background showing between the keyboard's top and the content above it, and
/// the layout's own margins. Each controller here is a common, correct layout of today, or the
/// same with one known mistake, written in the Examples' style.

/// A form above a footer: the footer, 72 pt tall, rides the keyboard on the keyboard layout guide
/// (`marginAboveGuide` above it); the form fills the screen down to the footer, its field high in
/// it. What shows above the keyboard is the footer, never the background.
class FooterFormController: UIViewController {
  let form = UIView()
  let footer = UIView()
  let nameField = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 30))

  /// How far above the guide the footer stands: 0, its bottom on the keyboard's top.
  class var marginAboveGuide: CGFloat { 0 }
  /// Whether the footer rides the keyboard layout guide, rather than the root view's bottom.
  class var footerFollowsTheKeyboard: Bool { true }

  class func make() -> UIViewController { FooterFormController() }

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [form, footer] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    form.addSubview(nameField)
    NSLayoutConstraint.activate([
      form.topAnchor.constraint(equalTo: view.topAnchor),
      form.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      form.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      form.bottomAnchor.constraint(equalTo: footer.topAnchor),
      footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      footer.heightAnchor.constraint(equalToConstant: 72),
      footer.bottomAnchor.constraint(
        equalTo: Self.footerFollowsTheKeyboard
          ? view.keyboardLayoutGuide.topAnchor : view.bottomAnchor,
        constant: -Self.marginAboveGuide),
    ])
  }
}

/// The same footer kept 10 pt above the guide by design: above the safe area with no keyboard up,
/// above the keyboard with one.
final class MarginFooterFormController: FooterFormController {
  override class var marginAboveGuide: CGFloat { 10 }

  override class func make() -> UIViewController { MarginFooterFormController() }
}

/// The same footer pinned to the root view's bottom: it stays there, under the keyboard.
final class StaticFooterFormController: FooterFormController {
  override class var footerFollowsTheKeyboard: Bool { false }

  override class func make() -> UIViewController { StaticFooterFormController() }
}

/// A text field straight on the root view, 8 pt above the keyboard layout guide: no container.
final class GuideFieldController: UIViewController {
  let messageField = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    messageField.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(messageField)
    NSLayoutConstraint.activate([
      messageField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      messageField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      messageField.heightAnchor.constraint(equalToConstant: 36),
      messageField.bottomAnchor.constraint(
        equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
    ])
  }
}

/// A bar holding the field on the keyboard layout guide (the Examples' `LayoutGuideViewController`):
/// with no keyboard up the guide's top is the safe area's bottom, so on an iPhone without a home
/// button the home indicator's strip shows below the bar and closes as the keyboard rises.
final class GuideBarController: UIViewController {
  let bar = UIView()
  let messageField = UITextField(frame: CGRect(x: 12, y: 8, width: 300, height: 36))

  override func viewDidLoad() {
    super.viewDidLoad()
    bar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bar)
    bar.addSubview(messageField)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 52),
      bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
    ])
  }
}

/// A form in a scroll view filling the root view, its field above the keyboard; the keyboard's
/// overlap with the scroll view goes into its bottom inset, less the safe area's bottom, which
/// UIKit adds to the inset itself (`adjustedContentInset`).
class SafeAreaFormController: UIViewController {
  var scrollView: UIScrollView!
  let notesField = UITextField(frame: CGRect(x: 20, y: 300, width: 280, height: 30))

  /// Whether the handler leaves the safe area in the inset, so that it counts twice.
  class var countsSafeAreaTwice: Bool { false }

  class func make() -> UIViewController { SafeAreaFormController() }

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView = UIScrollView(frame: view.bounds)
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.contentSize = CGSize(width: view.bounds.width, height: 1400)
    scrollView.addSubview(notesField)
    view.addSubview(scrollView)
    for name in [UIKeyboardWillChangeFrameNotification, UIKeyboardWillHideNotification] {
      NotificationCenter.default.addObserver(
        self, selector: Selector("adjustForKeyboard(_:)", SafeAreaFormController.adjustForKeyboard),
        name: name, object: nil)
    }
  }

  func adjustForKeyboard(_ notification: Notification) {
    guard
      let frame = (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?
        .cgRectValue
    else { return }
    let keyboard = view.convert(frame, from: view.window)
    let safeArea = Self.countsSafeAreaTwice ? 0 : view.safeAreaInsets.bottom
    let overlap =
      notification.name == UIKeyboardWillHideNotification
      ? 0 : max(0, scrollView.frame.maxY - keyboard.minY - safeArea)
    scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: overlap, right: 0)
  }
}

/// The same form with the whole overlap as the inset: the safe area counted twice.
final class DoubleSafeAreaFormController: SafeAreaFormController {
  override class var countsSafeAreaTwice: Bool { true }

  override class func make() -> UIViewController { DoubleSafeAreaFormController() }
}

/// A chat screen: a table and an input bar holding the field, the bar raised on every keyboard
/// frame change by the keyboard's overlap and 44 pt more (a toolbar the screen does not have), so
/// that it floats 44 pt above the keyboard at rest. The table runs down to the root view's bottom,
/// behind the bar: what shows between the bar and the keyboard is the table.
class FloatingBarController: UIViewController {
  let tableView = UITableView(frame: .zero, style: .plain)
  let inputBar = UIView()
  let messageField = UITextField(frame: CGRect(x: 8, y: 7, width: 300, height: 36))
  var inputBarBottom: NSLayoutConstraint!

  /// Whether the table runs behind the bar to the root view's bottom, rather than stopping at the
  /// bar's top.
  class var tableRunsBehindTheBar: Bool { true }

  class func make() -> UIViewController { FloatingBarController() }

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [tableView, inputBar] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    inputBar.backgroundColor = .secondarySystemBackground
    inputBar.addSubview(messageField)
    inputBarBottom = inputBar.bottomAnchor.constraint(equalTo: view.bottomAnchor)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(
        equalTo: Self.tableRunsBehindTheBar ? view.bottomAnchor : inputBar.topAnchor),
      inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      inputBar.heightAnchor.constraint(equalToConstant: 50),
      inputBarBottom,
    ])
    for name in [UIKeyboardWillChangeFrameNotification, UIKeyboardWillHideNotification] {
      NotificationCenter.default.addObserver(
        self, selector: Selector("keyboardWillMove(_:)", FloatingBarController.keyboardWillMove),
        name: name, object: nil)
    }
  }

  func keyboardWillMove(_ notification: Notification) {
    guard
      let frame = (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?
        .cgRectValue
    else { return }
    let keyboard = view.convert(frame, from: view.window)
    let overlap = max(0, view.bounds.maxY - keyboard.minY)
    let hiding = notification.name == UIKeyboardWillHideNotification || overlap == 0
    inputBarBottom.constant = hiding ? 0 : -(overlap + 44)
    view.layoutIfNeeded()
  }
}

/// The same bar over a table that stops at the bar's top: below the bar the root view shows.
final class FloatingBarOverRootController: FloatingBarController {
  override class var tableRunsBehindTheBar: Bool { false }

  override class func make() -> UIViewController { FloatingBarOverRootController() }
}

/// A controller above that makes itself, for `ScreenJudgeApp`.
protocol ScreenJudgeLayout: UIViewController {
  /// A new controller of this class.
  static func make() -> UIViewController
}

extension FooterFormController: ScreenJudgeLayout {}
extension GuideFieldController: ScreenJudgeLayout {
  static func make() -> UIViewController { GuideFieldController() }
}
extension GuideBarController: ScreenJudgeLayout {
  static func make() -> UIViewController { GuideBarController() }
}
extension SafeAreaFormController: ScreenJudgeLayout {}
extension FloatingBarController: ScreenJudgeLayout {}

/// One of the controllers above as an app of its own, on no nib.
struct ScreenJudgeApp<Controller: ScreenJudgeLayout>: ControllerLayoutVariant {
  static var info: VariantInfo {
    VariantInfo(
      name: "\(Controller.self)", shortName: "SJ", abstract: "A layout the judge reads.",
      nib: .controllerLayout(.none), deploymentTarget: IOSRelease(15, 0),
      deviceFamily: .universal,
      defaultTarget: RunTarget(device: .iphone15, release: IOSRelease(18)))
  }
  static var defaultLayout: ControllerLayout { .none }

  static func makeController(connectedTo nib: NibObjects) throws(OutletError) -> UIViewController {
    Controller.make()
  }
}

@Suite struct ScreenJudgeTests {
  static let faceID = RunTarget(device: .iphone15, release: IOSRelease(18))
  static let homeButton = RunTarget(device: .iphonese2, release: IOSRelease(17))

  private func run<Controller: ScreenJudgeLayout>(
    _ controller: Controller.Type, on target: RunTarget = faceID,
    _ scenario: BuiltInScenario = .showHide
  ) -> Timeline {
    SchmeeboardRun.timeline(
      of: ScreenJudgeApp<Controller>.self, switches: ControllerLayoutSwitches(layout: nil),
      on: target, scenario: scenario.scenario)
  }

  // The footer's bottom is on the keyboard's top at rest, the form above it: the form keeps the
  // footer's 72 pt above the keyboard as it kept them above the safe area's bottom with no
  // keyboard up, its own margin (the judge of one chosen view called it "stuck, 72 pt of pink").
  @Test(arguments: [faceID, homeButton]) func aFooterRidingTheKeyboardIsClean(target: RunTarget) {
    let timeline = run(FooterFormController.self, on: target)
    let keyboardUp = timeline.rests.first { $0.keyboardIsUp }
    #expect(keyboardUp?.rawGap == 72, "the form's own bottom")
    #expect(keyboardUp?.allowance == 72)
    #expect(timeline.verdict == .clean, "\(timeline.reason)")
  }

  // A footer 10 pt above the safe area with no keyboard up stays 10 pt above the keyboard: the
  // layout's own margin, not pink (it was "stuck, 96 pt of pink" even with no keyboard up).
  @Test(arguments: [faceID, homeButton]) func aFootersOwnMarginIsNoPink(target: RunTarget) {
    let timeline = run(MarginFooterFormController.self, on: target)
    let keyboardUp = timeline.rests.first { $0.keyboardIsUp }
    #expect(keyboardUp?.rawGap == 82)
    #expect(keyboardUp?.gap == 0)
    #expect(timeline.verdict == .clean, "\(timeline.reason)")
  }

  // The form on a footer that stays at the screen's bottom while the keyboard comes up: the
  // form's lower part, which nothing scrolls, is under the keyboard, out of reach, against its
  // margin of 72 pt: stuck, the form named.
  @Test func aFormUnderTheKeyboardIsCovered() {
    let timeline = run(StaticFooterFormController.self, on: Self.homeButton)
    #expect(timeline.verdict == .stuck)
    #expect(timeline.reason.side == .covered)
    #expect(timeline.reason.view == "form")
    #expect(timeline.reason.margin == 72)
  }

  // A field straight on the root view is its own content: its bottom is the edge, 8 pt above the
  // keyboard by the layout's margin (the root view's bottom made it "stuck, 335 pt covered").
  @Test(arguments: [faceID, homeButton]) func aFieldOnTheGuideOnTheRootViewIsClean(
    target: RunTarget
  ) {
    let timeline = run(GuideFieldController.self, on: target)
    let keyboardUp = timeline.rests.first { $0.keyboardIsUp }
    #expect(keyboardUp.map { $0.keyboardTop - $0.grayBottom } == 8, "the field's bottom")
    #expect(timeline.verdict == .clean, "\(timeline.reason)")
  }

  // On an iPhone 15 the guide's top is the safe area's bottom with no keyboard up, 34 pt above
  // the screen's: as the keyboard rises, the strip between the bar and the keyboard closes. Every
  // sample's gap lies between the two rests' (34 pt with no keyboard, 0 with it): no sliver
  // (it was "slivers 29.8").
  @Test func theGuidesHomeIndicatorStripClosingIsClean() {
    let timeline = run(GuideBarController.self)
    #expect(timeline.samples.contains { $0.rawGap > 20 }, "the strip shows mid-rise")
    #expect(timeline.verdict == .clean, "\(timeline.reason)")
  }

  // The overlap less the safe area: what the form can show ends on the keyboard's top at rest, and
  // runs from the safe area's bottom to there as the keyboard rises (it was "slivers").
  @Test(arguments: [faceID, homeButton]) func anInsetLessTheSafeAreaIsClean(target: RunTarget) {
    let timeline = run(SafeAreaFormController.self, on: target)
    let keyboardUp = timeline.rests.first { $0.keyboardIsUp }
    #expect(keyboardUp?.edgeBottom == keyboardUp?.keyboardTop)
    #expect(timeline.verdict == .clean, "\(timeline.reason)")
  }

  // The whole overlap as the inset: UIKit adds the safe area's 34 pt again, and the form's last 34
  // pt of content can never be scrolled above the keyboard's top. The scroll view's own area shows
  // there, blank: the reason names it, and the scroll view, instead of calling it pink.
  @Test func anInsetCountingTheSafeAreaTwiceIsStuckOnItsBlankInset() {
    let timeline = run(DoubleSafeAreaFormController.self)
    #expect(timeline.verdict == .stuck)
    #expect(timeline.reason.side == .blankInset)
    #expect(timeline.reason.points == 34)
    #expect(timeline.reason.view == "scrollView")
    #expect(
      VerdictText.describe(timeline.verdict, timeline.reason)
        == "stuck (34 pt of scrollView's blank inset at 1 s: off the keyboard at rest, beyond "
        + "0.5 pt)")
  }

  // With a home button the safe area's bottom is 0: counting it twice changes nothing.
  @Test func anInsetCountingNoSafeAreaTwiceIsClean() {
    #expect(run(DoubleSafeAreaFormController.self, on: Self.homeButton).verdict == .clean)
  }

  // The bar floats 44 pt above the keyboard at rest, against no margin: stuck 44 either way. What
  // fills the 44 pt is named as a person sees it: the table running behind the bar (content, not
  // pink), or the root view where the table stops at the bar's top (pink). The gap and the verdict
  // are the same; only the words differ.
  @Test(arguments: [faceID, homeButton]) func aTableBelowAFloatingBarIsContentNotPink(
    target: RunTarget
  ) {
    let table = run(FloatingBarController.self, on: target)
    let root = run(FloatingBarOverRootController.self, on: target)
    #expect(table.verdict == .stuck && root.verdict == .stuck)
    #expect(table.reason.points == 44 && root.reason.points == 44)
    #expect(table.measurements.largestPink == root.measurements.largestPink)
    #expect(table.reason.side == .content)
    #expect(table.reason.view == "inputBar" && table.reason.filler == "tableView")
    #expect(table.rests.last?.gapFill == .content)
    #expect(root.reason.side == .pink && root.reason.filler == nil)
    #expect(root.rests.last?.gapFill == .background)
    #expect(
      VerdictText.describe(table.verdict, table.reason)
        == "stuck (44 pt of tableView below inputBar at 1 s: off the keyboard at rest, beyond "
        + "0.5 pt)")
    #expect(
      VerdictText.describe(root.verdict, root.reason)
        == "stuck (44 pt of pink below inputBar at 1 s: off the keyboard at rest, beyond 0.5 pt)")
  }

  // The five samples' gray view on the pink root: nothing but the root below the gray view, so
  // every positive gap is background, named pink as before.
  @Test func theGrayViewOnThePinkRootIsBackground() {
    let samples = BuiltInVariant.samples.flatMap { $0.defaultTimeline().samples }
    #expect(samples.contains { $0.gap > 0 })
    #expect(samples.allSatisfy { $0.gapFill == .background && $0.fillingView == nil })
  }
}
