import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// A card pinned to the safe area's top, its field inside it, run as the root of a navigation
/// controller (`--in-navigation-controller`): no built-in variant has a bar, so this probe
/// (`ProbeRun`) is where `SystemRules.navigationBarHeight` shows in a golden timeline (the card's
/// bottom, the edge measured, is the bar's bottom plus the card's 150 pt), and
/// `SystemRules.barsAreTranslucentByDefault` (the keyboard's frame converted into the view, which
/// starts at the screen's top under a translucent bar and below an opaque one, is printed when
/// the two differ).
enum NavigationBarProbe: ControllerLayoutVariant {
  static let info = VariantInfo(
    name: "NavigationBarProbe", shortName: "NAV",
    abstract: "A card pinned to the safe area's top, under a navigation bar.",
    nib: .controllerLayout(.none), deploymentTarget: IOSRelease(11, 0), deviceFamily: .universal,
    defaultTarget: RunTarget(device: .iphone7, release: IOSRelease(11)))
  static let defaultLayout = ControllerLayout.none

  static func makeController(connectedTo nib: NibObjects) throws(OutletError) -> UIViewController {
    NavigationBarProbeController()
  }
}

/// The probe's screen: a 150 pt card below the bar, holding a field.
final class NavigationBarProbeController: UIViewController {
  private let card = UIView()
  private let field = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    addProbeCard(card, holding: field)
    _ = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
    ) { [weak self] notification in
      guard let self,
        let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
      else { return }
      _ = view.convert(frame, from: nil)
    }
  }
}

extension UIViewController {
  /// Puts `field` (34 pt) 8 pt below the safe area's top and 20 pt in from the view's sides: the
  /// screen of the tests of what decides the safe area's top (a navigation bar, the status bar).
  public func pinFieldBelowSafeAreaTop(_ field: UITextField) {
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(field)
    NSLayoutConstraint.activate([
      field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      field.heightAnchor.constraint(equalToConstant: 34),
    ])
  }

  /// Puts `card` (white, 150 pt tall) along the safe area's top, edge to edge, with `field` (34 pt)
  /// 8 pt below its top and 20 pt in from its sides: the probes' screen under a bar.
  func addProbeCard(_ card: UIView, holding field: UITextField) {
    card.backgroundColor = .white
    card.translatesAutoresizingMaskIntoConstraints = false
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)
    card.addSubview(field)
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      card.heightAnchor.constraint(equalToConstant: 150),
      field.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      field.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 20),
      field.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -20),
      field.heightAnchor.constraint(equalToConstant: 34),
    ])
  }
}
