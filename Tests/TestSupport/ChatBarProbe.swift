import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// A chat screen whose input bar is its controller's input accessory view, a text field on a
/// 50 pt bar, and whose controller can become first responder but never asks to: no built-in
/// variant has one, so this probe (`ProbeRun`) is where
/// `SystemRules.appearingControllerBecomesFirstResponder` shows in a golden timeline (the bar
/// docked at the screen's bottom from the launch, its field the one tapped and judged; flipped,
/// no bar shows and nothing on the screen can be tapped into).
enum ChatBarProbe: ControllerLayoutVariant {
  static let info = VariantInfo(
    name: "ChatBarProbe", shortName: "CBP",
    abstract: "A chat screen, its input bar the controller's input accessory view.",
    nib: .controllerLayout(.none), deploymentTarget: IOSRelease(11, 0), deviceFamily: .universal,
    defaultTarget: RunTarget(device: .iphone7, release: IOSRelease(11)))
  static let defaultLayout = ControllerLayout.none

  static func makeController(connectedTo nib: NibObjects) throws(OutletError) -> UIViewController {
    ChatBarProbeController()
  }
}

/// The probe's screen: a read-only transcript filling the view, and the bar, which the controller
/// gives as its input accessory view; it makes itself first responder nowhere.
final class ChatBarProbeController: UIViewController {
  private let transcript = UITextView()
  private let bar = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
  private let field = UITextField()

  override var canBecomeFirstResponder: Bool { true }
  override var inputAccessoryView: UIView? { bar }

  override func viewDidLoad() {
    super.viewDidLoad()
    transcript.isEditable = false
    transcript.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(transcript)
    bar.backgroundColor = .secondarySystemBackground
    field.translatesAutoresizingMaskIntoConstraints = false
    bar.addSubview(field)
    NSLayoutConstraint.activate([
      transcript.topAnchor.constraint(equalTo: view.topAnchor),
      transcript.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      transcript.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      transcript.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      field.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 8),
      field.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -8),
      field.topAnchor.constraint(equalTo: bar.topAnchor, constant: 7),
      field.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -7),
    ])
  }
}
