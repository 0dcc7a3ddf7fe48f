import TestSupport
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// A form under a navigation bar: a field pinned 8 pt below the safe area's top, noting what
/// UIKit tells it.
final class BarFormController: UIViewController {
  let field = UITextField()
  private(set) var heard: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    pinFieldBelowSafeAreaTop(field)
  }

  override func viewWillAppear(_ animated: Bool) { heard.append("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { heard.append("viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { heard.append("viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { heard.append("viewDidDisappear") }
  override func viewDidLayoutSubviews() { heard.append("viewDidLayoutSubviews") }
  override func willMove(toParent parent: UIViewController?) {
    heard.append(parent == nil ? "willMove(nil)" : "willMove(parent)")
  }
  override func didMove(toParent parent: UIViewController?) {
    heard.append(parent == nil ? "didMove(nil)" : "didMove(parent)")
  }
  override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: Double) {
    heard.append("willRotate")
  }
  override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
    heard.append("didRotate")
  }
}

/// A scroll view that notes the adjusted inset it was last told of.
final class InsetNotingScrollView: UIScrollView {
  private(set) var lastAdjustedInset = UIEdgeInsets.zero

  override func adjustedContentInsetDidChange() {
    lastAdjustedInset = adjustedContentInset
  }
}

/// A screen whose root view is a scroll view with nothing in it: its content fits.
final class ScrollRootController: UIViewController {
  let scrollView = InsetNotingScrollView()

  override func loadView() {
    view = scrollView
  }
}

/// The form as a controller of your own, for the driver's `--in-navigation-controller`.
enum BarFormApp: ControllerLayoutVariant {
  static let info = VariantInfo(
    name: "BarForm", shortName: "BF", abstract: "A form under a navigation bar.",
    nib: .controllerLayout(.none), deploymentTarget: IOSRelease(11, 0), deviceFamily: .universal,
    defaultTarget: RunTarget(device: .iphone15, release: IOSRelease(18)))
  static let defaultLayout = ControllerLayout.none

  static func makeController(connectedTo nib: NibObjects) throws(OutletError) -> UIViewController {
    BarFormController()
  }
}

/// A navigation controller an app made in code, its form at the root: run as it is.
final class FormNavigationController: UINavigationController {
  init() {
    super.init(rootViewController: BarFormController())
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// A navigation controller of the app's class whose `viewDidLoad()` does work of the app's: it
/// counts its loads.
final class LoadCountingNavigationController: UINavigationController {
  private(set) var loads = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    loads += 1
  }
}

enum FormNavigationApp: ControllerLayoutVariant {
  static let info = VariantInfo(
    name: "FormNavigation", shortName: "FN", abstract: "A navigation controller of its own.",
    nib: .controllerLayout(.none), deploymentTarget: IOSRelease(11, 0), deviceFamily: .universal,
    defaultTarget: RunTarget(device: .iphone15, release: IOSRelease(18)))
  static let defaultLayout = ControllerLayout.none

  static func makeController(connectedTo nib: NibObjects) throws(OutletError) -> UIViewController {
    FormNavigationController()
  }
}

@Suite struct NavigationControllerTests {
  /// A navigation controller with a `BarFormController` at its root, run on `device` with `os`
  /// through `script`; the two controllers, for the test to look at as the run left them.
  private func run(on device: Device, os: Int, _ script: String) throws
    -> (navigation: UINavigationController, form: BarFormController, result: SimulationResult)
  {
    let target = RunTarget(device: device, release: IOSRelease(os))
    Simulation.prepareLaunch(on: target)
    let form = BarFormController()
    let navigation = UINavigationController(rootViewController: form)
    let result = Simulation(
      on: target, controller: navigation,
      nib: SchmeeboardNib.controllerLayout(.none).instantiate()
    ).run(try scenario(script))
    return (navigation, form, result)
  }

  // A scroll view that is the root view of a controller a navigation controller shows has the
  // safe area added to its inset vertically though its content fits (`.automatic`): on an
  // iPhone 15, the bar's bottom (103 pt) at the top and the home indicator's 34 pt at the bottom.
  // Shown by no navigation controller, the same scroll view has nothing added, as
  // `.scrollableAxes` adds nothing along an axis the content does not scroll.
  @Test func automaticAddsTheSafeAreaToANavigationChildsScrollView() throws {
    let target = RunTarget(device: .iphone15, release: IOSRelease(18))
    let script = try scenario("at 0 tap text-field\n")
    Simulation.prepareLaunch(on: target)
    let inNavigation = ScrollRootController()
    _ = Simulation(
      on: target, controller: UINavigationController(rootViewController: inNavigation),
      nib: SchmeeboardNib.controllerLayout(.none).instantiate()
    ).run(script)
    #expect(inNavigation.scrollView.lastAdjustedInset.top == 103)
    #expect(inNavigation.scrollView.lastAdjustedInset.bottom == 34)
    Simulation.prepareLaunch(on: target)
    let alone = ScrollRootController()
    _ = Simulation(
      on: target, controller: alone, nib: SchmeeboardNib.controllerLayout(.none).instantiate()
    ).run(script)
    #expect(alone.scrollView.lastAdjustedInset == .zero)
  }

  // On an iPhone 15 the bar is 44 pt below the 59 pt sensor housing; the form's view runs under
  // it, from the screen's top, and its safe area's top is the bar's bottom, 103 pt, so the field
  // pinned 8 pt below it is at 111. In landscape the status bar is gone and the bar is 32 pt at
  // the top: the field is at 40.
  @Test func onAnIPhone15TheBarIsTheTopOfTheFormsSafeArea() throws {
    let portrait = try run(on: .iphone15, os: 18, "at 0 tap text-field\n")
    #expect(portrait.navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
    #expect(portrait.form.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(portrait.form.view.reportedSafeAreaInsets.top == 103)
    #expect(portrait.form.field.frame.minY == 111)
    let landscape = try run(on: .iphone15, os: 18, "at 0 rotate landscape-left\n")
    #expect(landscape.navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
    #expect(landscape.form.view.reportedSafeAreaInsets.top == 32)
    #expect(landscape.form.field.frame.minY == 40)
  }

  // An iPad from iOS 12 has a 50 pt bar below its 20 pt status bar, in either orientation.
  @Test func anIPadsBarIs50PointsFromIOS12() throws {
    let run = try run(on: .ipadair2, os: 12, "at 0 rotate landscape-left\n")
    #expect(run.navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 1024, height: 50))
    #expect(run.form.view.reportedSafeAreaInsets.top == 70)
  }

  // Before iOS 7 the bar is opaque and the root view starts below the status bar: the bar is at
  // the navigation controller's view's top, and the form's view starts below it, 44 pt shorter.
  @Test func onIOS6TheFormStartsBelowAnOpaqueBar() throws {
    let run = try run(on: .iphone5, os: 6, "at 0 tap text-field\n")
    #expect(!run.navigation.navigationBar.isTranslucent)
    #expect(run.navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(run.form.view.frame == CGRect(x: 0, y: 44, width: 320, height: 504))
  }

  // From iOS 7, the first release where "bars are translucent by default" (Apple's
  // `extendedLayoutIncludesOpaqueBars`), the bar is translucent and the form's view runs under it
  // and the status bar, to the screen's top, its whole height.
  @Test func fromIOS7TheFormRunsUnderATranslucentBar() throws {
    let run = try run(on: .iphone5, os: 7, "at 0 tap text-field\n")
    #expect(run.navigation.navigationBar.isTranslucent)
    #expect(run.navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 320, height: 44))
    #expect(run.form.view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
  }

  // The form, not the navigation controller, is what the run judges: its field is tapped and
  // named after its property, and it hears its appearance, its layout and, on iOS 7, the
  // rotation, as UIKit forwards them to the top controller.
  @Test func theTopControllerIsJudgedAndHearsWhatItsContainerHears() throws {
    let run = try run(on: .iphone5, os: 7, "at 0 tap text-field\nat 1 rotate landscape-left\n")
    #expect(run.result.judgedViews?.field == "field")
    #expect(run.result.hasFieldToTap)
    let heard = run.form.heard
    #expect(heard.prefix(2) == ["willMove(parent)", "didMove(parent)"])
    #expect(heard.contains("viewWillAppear") && heard.contains("viewDidAppear"))
    #expect(heard.contains("viewDidLayoutSubviews"))
    #expect(heard.filter { $0 == "willRotate" }.count == 1)
    #expect(heard.filter { $0 == "didRotate" }.count == 1)
  }

  // The timeline's calls are UIKit calling the app's code: inside a plain navigation controller
  // on iOS 10 the form's viewDidLoad() and each deprecated rotation call, which UIKit's
  // viewWillTransition(to:with:) makes from iOS 8 to every controller it reaches, are shown
  // once, the form's; the navigation controller, of UIKit's own class, is called too but not
  // shown. The form still hears each rotation call once.
  @Test func aPlainNavigationControllersCallsAreMadeButNotShown() throws {
    let run = try run(
      on: .iphone7, os: 10, "at 0 tap text-field\nat 1 rotate landscape-left\n")
    let calls = run.result.callNames()
    #expect(calls.filter { $0 == "viewDidLoad()" }.count == 1)
    #expect(calls.filter { $0.hasPrefix("willRotate(") }.count == 1)
    #expect(calls.filter { $0.hasPrefix("willAnimateRotation(") }.count == 1)
    #expect(calls.filter { $0.hasPrefix("didRotate(") }.count == 1)
    #expect(run.form.heard.filter { $0 == "willRotate" }.count == 1)
    #expect(run.form.heard.filter { $0 == "didRotate" }.count == 1)
  }

  // A navigation controller of the app's own class runs the app's code: its viewDidLoad()
  // override is shown as a call, after the form's (its view loads the form's first), and it ran
  // once.
  @Test func aNavigationControllerOfTheAppsClassHasItsCallsShown() throws {
    let target = RunTarget(device: .iphone7, release: IOSRelease(10))
    Simulation.prepareLaunch(on: target)
    let navigation = LoadCountingNavigationController(rootViewController: BarFormController())
    let result = Simulation(
      on: target, controller: navigation,
      nib: SchmeeboardNib.controllerLayout(.none).instantiate()
    ).run(try scenario("at 0 tap text-field\n"))
    #expect(result.callNames().filter { $0 == "viewDidLoad()" }.count == 2)
    #expect(navigation.loads == 1)
  }

  // A push shows the new controller's view in place of the old one's and makes it a child of
  // the navigation controller; a pop gives the old one back, and the root is never popped.
  @Test func aPushAndAPopChangeTheTopControllerAndItsView() {
    let root = BarFormController()
    let navigation = UINavigationController(rootViewController: root)
    navigation.loadViewIfNeeded()
    let pushed = BarFormController()
    navigation.pushViewController(pushed, animated: true)
    #expect(navigation.topViewController === pushed)
    #expect(navigation.viewControllers.count == 2)
    #expect(pushed.parent === navigation && pushed.navigationController === navigation)
    #expect(pushed.view.superview === navigation.view && root.view.superview == nil)
    #expect(navigation.popViewController(animated: true) === pushed)
    #expect(pushed.parent == nil && pushed.heard.suffix(2) == ["willMove(nil)", "didMove(nil)"])
    #expect(root.view.superview === navigation.view)
    #expect(navigation.popViewController(animated: true) == nil)
    #expect(navigation.topViewController === root)
  }

  // A container of the app's own: addChild and removeFromParent tell the child, with the
  // container calling the other half, as UIKit's containment asks.
  @Test func aChildIsAddedAndRemovedAsUIKitSays() {
    let container = UIViewController()
    let child = BarFormController()
    container.addChild(child)
    child.didMove(toParent: container)
    #expect(container.children.count == 1 && child.parent === container)
    #expect(child.navigationController == nil)
    child.willMove(toParent: nil)
    child.removeFromParent()
    #expect(container.children.isEmpty && child.parent == nil)
    #expect(
      child.heard == ["willMove(parent)", "didMove(parent)", "willMove(nil)", "didMove(nil)"])
  }

  // `--in-navigation-controller` puts the controller at the root of a navigation controller and
  // says so in the header; a navigation controller of the app's own runs as it is, and the
  // option refuses it, naming it.
  @Test func theDriversOptionEmbedsTheControllerAndRefusesANavigationController() throws {
    let switches = try ControllerLayoutSwitches.parse(["--in-navigation-controller"])
    let nib = SchmeeboardNib.controllerLayout(.none).instantiate()
    let made = BarFormApp.makeController(switches: switches, connectedTo: nib)
    #expect((made as? UINavigationController)?.topViewController is BarFormController)
    #expect(
      BarFormApp.describe(switches).map(\.name) == ["none layout", "in navigation controller"])
    #expect(throws: Never.self) { try BarFormApp.check(switches) }
    let plain = ControllerLayoutSwitches(layout: nil)
    #expect(
      FormNavigationApp.makeController(switches: plain, connectedTo: nib)
        is FormNavigationController)
    do {
      try FormNavigationApp.check(switches)
      Issue.record("--in-navigation-controller accepted a navigation controller")
    } catch {
      #expect(
        error.line
          == "error: --in-navigation-controller: FormNavigationController is a navigation "
          + "controller already; run it without the option")
    }
  }

  // A navigation controller of the app's own: the run judges its form, whose field a tap finds
  // and `--field` names.
  @Test func aNavigationControllerOfTheAppsOwnHasItsFormJudged() throws {
    #expect(throws: Never.self) {
      try FormNavigationApp.check(ControllerLayoutSwitches(layout: nil, field: "field"))
    }
    let target = RunTarget(device: .iphone15, release: IOSRelease(18))
    Simulation.prepareLaunch(on: target)
    let result = Simulation(
      on: target, controller: FormNavigationController(),
      nib: SchmeeboardNib.controllerLayout(.none).instantiate()
    ).run(BuiltInScenario.showHide.scenario)
    #expect(result.judgedViews?.field == "field")
    #expect(result.judgedViews?.holder == "field")
  }
}
