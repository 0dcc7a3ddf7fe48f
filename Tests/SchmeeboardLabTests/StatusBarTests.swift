import TestSupport
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// A screen with a field pinned 8 pt below the safe area's top, whose controller prefers the
/// status bar hidden while `hidesStatusBar` is true. A tap on its background (`touchesBegan`)
/// hides the bar, `UIView.animate` around `setNeedsStatusBarAppearanceUpdate()` as Apple's
/// documentation has it animated.
final class StatusBarHidingController: UIViewController {
  let field = UITextField()
  var hidesStatusBar: Bool

  init(hidesStatusBar: Bool) {
    self.hidesStatusBar = hidesStatusBar
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    hidesStatusBar = false
    super.init(coder: coder)
  }

  /// The root view's safe area's top at its last layout: read during the run, where the window's
  /// safe area is the running system's.
  private(set) var laidOutSafeAreaTop: CGFloat?

  override var prefersStatusBarHidden: Bool { hidesStatusBar }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    laidOutSafeAreaTop = view.safeAreaInsets.top
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    pinFieldBelowSafeAreaTop(field)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    hidesStatusBar = true
    UIView.animate(withDuration: 0.3) { self.setNeedsStatusBarAppearanceUpdate() }
  }
}

/// A container that shows one child filling its view and, when `namesChild` is true, lets that
/// child decide the status bar (`childForStatusBarHidden`); it prefers the bar shown itself.
final class StatusBarContainerController: UIViewController {
  let child: UIViewController
  let namesChild: Bool

  init(child: UIViewController, namesChild: Bool) {
    self.child = child
    self.namesChild = namesChild
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    nil
  }

  override var childForStatusBarHidden: UIViewController? { namesChild ? child : nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(child)
    child.view.frame = view.bounds
    child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }
}

/// A screen that shows the status bar and presents `presented`, without animation, as soon as it
/// has appeared.
final class StatusBarPresentingController: UIViewController {
  let presented: UIViewController

  init(presenting presented: UIViewController) {
    self.presented = presented
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    nil
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    present(presented, animated: false)
  }
}

/// A screen that hides the status bar, as an app run by the driver.
enum StatusBarHidingApp: ControllerLayoutVariant {
  static let info = VariantInfo(
    name: "StatusBarHiding", shortName: "SBH", abstract: "A field, the status bar hidden.",
    nib: .controllerLayout(.none), deploymentTarget: IOSRelease(11, 0), deviceFamily: .universal,
    defaultTarget: RunTarget(device: .iphone7, release: IOSRelease(12)))
  static let defaultLayout = ControllerLayout.none

  static func makeController(connectedTo nib: NibObjects) throws(OutletError) -> UIViewController {
    StatusBarHidingController(hidesStatusBar: true)
  }
}

/// `prefersStatusBarHidden` and its companions as Apple documents them
/// (`SystemRules.appDecidesStatusBar`): the deciding controller's preference hides the status
/// bar, which takes the bar's 20 pt out of a home-button iPhone's safe area and lets a navigation
/// bar sit at the screen's top; an iPhone X keeps its sensor housing's inset.
@Suite struct StatusBarTests {
  /// Runs `controller` as the window's root on `device` with `os` through `script` (by default a
  /// tap on the field, which changes no status bar).
  private func run(
    _ controller: UIViewController, on device: Device, os: Int,
    _ script: String = "at 0 tap text-field\n",
    assuming assumptions: Set<SystemRules.Rule> = []
  ) throws -> SimulationResult {
    try Simulation.run(controller, asRootOn: device, os: os, script, assuming: assumptions)
  }

  // An iPhone 7 on iOS 12 has a home button: its status bar is the safe area's top, 20 pt. A
  // controller whose prefersStatusBarHidden is true hides it, so its root view's safe area top is
  // 0 and the field pinned 8 pt below it sits at 8; the run notes the bar hidden. Shown, 20 and 28.
  @Test func aHiddenStatusBarLeavesAHomeButtonPhonesSafeArea() throws {
    let hiding = StatusBarHidingController(hidesStatusBar: true)
    let hidden = try run(hiding, on: .iphone7, os: 12)
    #expect(hiding.laidOutSafeAreaTop == 0)
    #expect(hiding.field.frame.minY == 8)
    #expect(
      hidden.notes.contains(
        "status bar hidden: StatusBarHidingController.prefersStatusBarHidden is true"))
    let showing = StatusBarHidingController(hidesStatusBar: false)
    let shown = try run(showing, on: .iphone7, os: 12)
    #expect(showing.laidOutSafeAreaTop == 20)
    #expect(showing.field.frame.minY == 28)
    #expect(!shown.notes.contains { $0.hasPrefix("status bar") })
  }

  // Inside a navigation controller, which asks its top controller (childForStatusBarHidden), the
  // hidden bar lets the navigation bar sit at the screen's top on an iPhone 7 (iOS 12): the bar's
  // minY 0, its 44 pt the top controller's safe area, the field at 52. Shown, the bar is at 20.
  @Test func aNavigationBarSitsAtTheTopUnderAHiddenStatusBar() throws {
    let hiding = StatusBarHidingController(hidesStatusBar: true)
    let hidingNavigation = UINavigationController(rootViewController: hiding)
    _ = try run(hidingNavigation, on: .iphone7, os: 12)
    #expect(hidingNavigation.navigationBar.frame.minY == 0)
    #expect(hiding.laidOutSafeAreaTop == 44)
    #expect(hiding.field.frame.minY == 52)
    let showing = StatusBarHidingController(hidesStatusBar: false)
    let showingNavigation = UINavigationController(rootViewController: showing)
    _ = try run(showingNavigation, on: .iphone7, os: 12)
    #expect(showingNavigation.navigationBar.frame.minY == 20)
    #expect(showing.field.frame.minY == 72)
  }

  // Before iOS 11 there is no safe area, but the navigation bar still takes the status bar's
  // place: at the top of an iPhone 7 on iOS 10 with the bar hidden.
  @Test func aNavigationBarSitsAtTheTopBeforeSafeAreasToo() throws {
    let navigation = UINavigationController(
      rootViewController: StatusBarHidingController(hidesStatusBar: true))
    _ = try run(navigation, on: .iphone7, os: 10)
    #expect(navigation.navigationBar.frame.minY == 0)
  }

  // An iPhone X has no home button: its safe area's top is the sensor housing's 44 pt, which a
  // hidden status bar leaves in place, and a navigation bar stays below it.
  @Test func anIPhoneXKeepsTheSensorHousingsInset() throws {
    let hiding = StatusBarHidingController(hidesStatusBar: true)
    _ = try run(hiding, on: .iphonex, os: 12)
    #expect(hiding.laidOutSafeAreaTop == 44)
    #expect(hiding.field.frame.minY == 52)
    let navigation = UINavigationController(
      rootViewController: StatusBarHidingController(hidesStatusBar: true))
    _ = try run(navigation, on: .iphonex, os: 12)
    #expect(navigation.navigationBar.frame.minY == 44)
  }

  // A container that names its child through childForStatusBarHidden lets the child's preference
  // decide; one that names none decides with its own (false), the child's ignored.
  @Test func aChildDecidesThroughChildForStatusBarHidden() throws {
    let named = StatusBarHidingController(hidesStatusBar: true)
    _ = try run(
      StatusBarContainerController(child: named, namesChild: true), on: .iphone7, os: 12)
    #expect(named.laidOutSafeAreaTop == 0)
    let unnamed = StatusBarHidingController(hidesStatusBar: true)
    _ = try run(
      StatusBarContainerController(child: unnamed, namesChild: false), on: .iphone7, os: 12)
    #expect(unnamed.laidOutSafeAreaTop == 20)
  }

  // An update asked for after appearing, inside UIView.animate: the controller shows the bar at
  // launch, then a tap hides it; the field moves from 28 to 8 in the block's 0.3 s animation,
  // and the run notes the bar hidden after the tap.
  @Test func anUpdateAfterAppearingIsAnimatedInItsBlock() throws {
    let controller = StatusBarHidingController(hidesStatusBar: false)
    let result = try run(controller, on: .iphone7, os: 12, "at 1 tap background\n")
    #expect(controller.field.frame.minY == 8)
    let fieldAnimations = result.entries.compactMap { entry -> AnimationRecord? in
      if case .animate(let record) = entry.event, record.name == "field.frame" { return record }
      return nil
    }
    #expect(fieldAnimations.count == 1)
    #expect(fieldAnimations.first?.duration == 0.3)
    #expect(fieldAnimations.first?.from[1] == 28)
    #expect(fieldAnimations.first?.to[1] == 8)
    let hiddenAt = result.entries.first {
      if case .note(let note) = $0.event { return note.hasPrefix("status bar hidden") }
      return false
    }?.time
    #expect(hiddenAt == 1)
  }

  // A controller presented full screen takes the status bar's appearance from its presenter:
  // its preference hides the bar, and on an iPhone 7 (iOS 12) its field, 8 pt below its view's
  // safe area, sits at 8. Presented over full screen it does not, unless its
  // modalPresentationCapturesStatusBarAppearance is true: the presenter's preference (shown)
  // decides, and the field sits below the bar's 20 pt, at 28.
  @Test func aPresentedControllerDecidesOnlyWhenItCapturesTheStatusBar() throws {
    let fullScreen = StatusBarHidingController(hidesStatusBar: true)
    fullScreen.modalPresentationStyle = .fullScreen
    _ = try run(StatusBarPresentingController(presenting: fullScreen), on: .iphone7, os: 12)
    #expect(fullScreen.field.frame.minY == 8)
    let over = StatusBarHidingController(hidesStatusBar: true)
    over.modalPresentationStyle = .overFullScreen
    _ = try run(StatusBarPresentingController(presenting: over), on: .iphone7, os: 12)
    #expect(over.field.frame.minY == 28)
    let capturing = StatusBarHidingController(hidesStatusBar: true)
    capturing.modalPresentationStyle = .overFullScreen
    capturing.modalPresentationCapturesStatusBarAppearance = true
    _ = try run(StatusBarPresentingController(presenting: capturing), on: .iphone7, os: 12)
    #expect(capturing.field.frame.minY == 8)
  }

  // The pictures draw the status bar as the screen shows it: an iPhone 7 (iOS 12) whose app hides
  // it has no translucent bar over its screen, and every sample says the bar is hidden; read the
  // other way (the preference read nowhere), the bar is drawn and no sample says so.
  @Test func thePicturesDrawNoStatusBarWhereTheAppHidesIt() throws {
    func drawn(assuming assumptions: Set<SystemRules.Rule>) throws -> (Timeline, String) {
      let timeline = SchmeeboardRun.timeline(
        of: StatusBarHidingApp.self, switches: ControllerLayoutSwitches(layout: nil),
        on: RunTarget(device: .iphone7, release: IOSRelease(12)),
        scenario: try scenario("at 0 tap text-field\n"), assuming: assumptions)
      let run = ComparedRun(variant: "StatusBarHiding", shortName: "SBH", timeline: timeline)
      let strip = PictureLayout(Comparison(runs: [run])).strip(run, index: 0)
      var svg = ""
      strip.write(y: 0, to: &svg)
      return (timeline, svg)
    }
    let (hidden, hiddenPicture) = try drawn(assuming: [])
    #expect(!hiddenPicture.contains("class=\"translucent-status-bar\""))
    #expect(!hidden.samples.isEmpty && hidden.samples.allSatisfy { $0.statusBarIsHidden == true })
    let (shown, shownPicture) = try drawn(assuming: [.appDecidesStatusBar])
    #expect(shownPicture.contains("class=\"translucent-status-bar\""))
    #expect(shown.samples.allSatisfy { $0.statusBarIsHidden == nil })
  }

  // The header's safe area is the one the app has when its launch ends: an iPhone 7 (iOS 12)
  // whose app hides the status bar has none in either orientation, as the run's root view has no
  // top inset; read the other way (the preference read nowhere), the bar's 20 pt in portrait.
  @Test func theHeadersSafeAreaIsTheAppsOwnAtLaunch() throws {
    func header(assuming assumptions: Set<SystemRules.Rule>) throws -> String {
      let timeline = SchmeeboardRun.timeline(
        of: StatusBarHidingApp.self, switches: ControllerLayoutSwitches(layout: nil),
        on: RunTarget(device: .iphone7, release: IOSRelease(12)),
        scenario: try scenario("at 0 tap text-field\n"), assuming: assumptions)
      return try #require(timeline.header.safeArea.map(TextRenderer.describe))
    }
    #expect(try header(assuming: []) == "safe area: none in portrait; none in landscape")
    #expect(
      try header(assuming: [.appDecidesStatusBar])
        == "safe area: top 20 in portrait; none in landscape")
  }

  // Before iOS 7 prefersStatusBarHidden did not exist: nothing reads it, and nothing is noted.
  // Flipped (the preference read nowhere), an iOS 12 iPhone 7 keeps the bar's 20 pt.
  @Test func thePreferenceIsReadFromIOS7AndNotWhenTheRuleIsFlipped() throws {
    let old = try run(StatusBarHidingController(hidesStatusBar: true), on: .iphone5, os: 6)
    #expect(!old.notes.contains { $0.hasPrefix("status bar") })
    let flipped = StatusBarHidingController(hidesStatusBar: true)
    _ = try run(flipped, on: .iphone7, os: 12, assuming: [.appDecidesStatusBar])
    #expect(flipped.laidOutSafeAreaTop == 20)
  }
}
