import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// A screen that, once it has appeared, presents a card holding a field with the default style,
/// animated; a tap on the card's background ends its editing and dismisses it, animated. No
/// built-in variant presents, so this probe (`ProbeRun`) is where
/// `SystemRules.automaticPresentationIsPageSheet` and `SystemRules.pageSheetIsACard` show in a
/// golden timeline: from iOS 13 the card is a sheet below the status bar and the presenter hears
/// no disappearance; full screen, it hears it, and its reappearance on the dismissal.
enum PresentationProbe: ControllerLayoutVariant {
  static let info = VariantInfo(
    name: "PresentationProbe", shortName: "PRE",
    abstract: "A screen that presents a card holding a field, then dismisses it.",
    nib: .controllerLayout(.none), deploymentTarget: IOSRelease(11, 0), deviceFamily: .universal,
    defaultTarget: RunTarget(device: .iphone7, release: IOSRelease(13)))
  static let defaultLayout = ControllerLayout.none

  static func makeController(connectedTo nib: NibObjects) throws(OutletError) -> UIViewController {
    PresentationProbeController()
  }
}

/// The probe's screen: it presents `PresentationProbeCard` once, when it first appears.
final class PresentationProbeController: UIViewController {
  private let card = PresentationProbeCard()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard card.presentingViewController == nil, !card.isViewLoaded else { return }
    present(card, animated: true)
  }
}

/// The presented card: a field 20 pt above its safe area's bottom; a tap on its background ends
/// its editing and dismisses it.
final class PresentationProbeCard: UIViewController {
  private let field = UITextField()

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
    view.addGestureRecognizer(
      UITapGestureRecognizer(
        target: self, action: Selector("close()", PresentationProbeCard.close)))
  }

  func close() {
    view.endEditing(true)
    dismiss(animated: true)
  }
}
