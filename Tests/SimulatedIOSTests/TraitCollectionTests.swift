import SimulationHelpers
import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// A controller that notes, at each layout of its view, the traits and orientation the app can
/// read: its own and its view's traits, the status bar's orientation, the idiom macro, and
/// whether the window's root controller is itself.
final class TraitReadingController: UIViewController {
  struct Reading: Equatable {
    let idiom: UIUserInterfaceIdiom
    let horizontal: UIUserInterfaceSizeClass
    let vertical: UIUserInterfaceSizeClass
    let orientation: UIInterfaceOrientation
  }
  private(set) var readings: [Reading] = []
  private(set) var viewAgrees = true
  private(set) var isRoot = false

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let traits = traitCollection
    readings.append(
      Reading(
        idiom: UI_USER_INTERFACE_IDIOM(), horizontal: traits.horizontalSizeClass,
        vertical: traits.verticalSizeClass,
        orientation: UIApplication.shared.statusBarOrientation))
    let viewTraits = view.traitCollection
    viewAgrees =
      viewAgrees && viewTraits.horizontalSizeClass == traits.horizontalSizeClass
      && viewTraits.verticalSizeClass == traits.verticalSizeClass
      && viewTraits.userInterfaceIdiom == traits.userInterfaceIdiom
    isRoot = view.window?.rootViewController === self
  }
}

/// Traits by device and orientation [A: Human Interface Guidelines, "Layout", the device size
/// classes], the status bar's orientation, `UI_USER_INTERFACE_IDIOM()` and the window's root
/// view controller.
@Suite struct TraitCollectionTests {
  private typealias Reading = TraitReadingController.Reading

  private func readings(_ script: String, device: Device, os: Int) throws -> (
    first: Reading?, last: Reading?, controller: TraitReadingController
  ) {
    let (_, controller) = try runScenario(script, device: device, os: os) { _ in
      TraitReadingController()
    }
    return (controller.readings.first, controller.readings.last, controller)
  }

  // An iPhone 15 is compact wide and regular tall in portrait, compact both ways in landscape;
  // the status bar turns with the interface; the window's root controller is the one run.
  @Test func anIPhoneIsCompactWideAndCompactTallInLandscape() throws {
    let (first, last, controller) = try readings(
      "at 1 rotate landscape-left", device: .iphone15, os: 18)
    #expect(
      first
        == Reading(idiom: .phone, horizontal: .compact, vertical: .regular, orientation: .portrait))
    #expect(
      last
        == Reading(
          idiom: .phone, horizontal: .compact, vertical: .compact, orientation: .landscapeLeft))
    #expect(controller.viewAgrees && controller.isRoot)
  }

  // A Plus iPhone, 414 pt wide in portrait, is regular wide in landscape.
  @Test func aPlusIPhoneIsRegularWideInLandscape() throws {
    let (_, last, _) = try readings("at 1 rotate landscape-left", device: .iphone7plus, os: 11)
    #expect(last?.horizontal == .regular && last?.vertical == .compact)
  }

  // An iPad is regular both ways full screen, and compact wide in a narrow Split View pane.
  @Test func anIPadIsRegularUnlessItsPaneIsNarrow() throws {
    let (first, last, _) = try readings("at 1 split-view narrow", device: .ipadair2, os: 10)
    #expect(
      first
        == Reading(idiom: .pad, horizontal: .regular, vertical: .regular, orientation: .portrait))
    #expect(last?.horizontal == .compact && last?.vertical == .regular)
  }
}
