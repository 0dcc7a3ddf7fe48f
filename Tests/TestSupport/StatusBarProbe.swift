import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// A card pinned to the safe area's top, its field inside it, whose controller prefers the status
/// bar hidden, run as the root of a navigation controller (`--in-navigation-controller`), which
/// asks its top controller: no built-in variant hides the bar, so this probe (`ProbeRun`) is where
/// `SystemRules.appDecidesStatusBar` shows in a golden timeline (the navigation bar at the
/// screen's top, the card's top its bottom, 44 pt, rather than 64 below a shown status bar).
enum StatusBarProbe: ControllerLayoutVariant {
  static let info = VariantInfo(
    name: "StatusBarProbe", shortName: "SBP",
    abstract: "A card under a navigation bar, the status bar hidden.",
    nib: .controllerLayout(.none), deploymentTarget: IOSRelease(11, 0), deviceFamily: .universal,
    defaultTarget: RunTarget(device: .iphone7, release: IOSRelease(12)))
  static let defaultLayout = ControllerLayout.none

  static func makeController(connectedTo nib: NibObjects) throws(OutletError) -> UIViewController {
    StatusBarProbeController()
  }
}

/// The probe's screen: a 150 pt card below the bar, holding a field; the status bar hidden.
final class StatusBarProbeController: UIViewController {
  private let card = UIView()
  private let field = UITextField()

  override var prefersStatusBarHidden: Bool { true }

  override func viewDidLoad() {
    super.viewDidLoad()
    addProbeCard(card, holding: field)
  }
}
