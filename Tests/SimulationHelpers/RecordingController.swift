@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// A controller that observes the keyboard's will-show and will-hide, as the samples do, and
/// records what it receives and inside which animation it received it.
///
/// It allows every orientation (also on iOS 5), resigns the text field on a background tap, and
/// runs the test's optional reactions to each notification.
class RecordingController: UIViewController {
  /// One notification as the controller received it.
  struct Received {
    let name: Notification.Name
    let userInfo: [AnyHashable: Any]
    let time: Double
    /// The animation block open while the observer ran.
    let block: AnimationBlock?

    var frameBegin: CGRect? { (userInfo[UIKeyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue }
    var frameEnd: CGRect? { (userInfo[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue }
  }

  var textField: UITextField?
  var grayView: UIView?
  private(set) var received: [Received] = []
  /// The rotation methods of iOS 5–7 as they reached this controller's overrides.
  private(set) var rotationLog: [String] = []
  var onWillShow: ((RecordingController, Notification) -> Void)?
  var onWillHide: ((RecordingController, Notification) -> Void)?

  /// A controller wired to `nib`, as the samples' outlets are.
  init(nib: NibObjects) {
    textField = nib.textField
    grayView = nib.grayView
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
  }

  func willShowKeyboard(_ notification: Notification) {
    note(notification)
    onWillShow?(self, notification)
  }

  func willHideKeyboard(_ notification: Notification) {
    note(notification)
    onWillHide?(self, notification)
  }

  func handleTap() {
    textField?.resignFirstResponder()
  }

  private func note(_ notification: Notification) {
    let simulation = Simulation.running("RecordingController")
    received.append(
      Received(
        name: notification.name, userInfo: notification.userInfo ?? [:],
        time: simulation.clock.now.seconds,
        block: simulation.animator.currentBlock))
  }

  /// What arrived under `name`, in order.
  func received(_ name: Notification.Name) -> [Received] {
    received.filter { $0.name == name }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addGestureRecognizer(
      UITapGestureRecognizer(
        target: self, action: Selector("handleTap()", RecordingController.handleTap)))
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    let center = NotificationCenter.default
    center.addObserver(
      self, selector: Selector("willShowKeyboard(_:)", RecordingController.willShowKeyboard),
      name: UIKeyboardWillShowNotification, object: nil)
    center.addObserver(
      self, selector: Selector("willHideKeyboard(_:)", RecordingController.willHideKeyboard),
      name: UIKeyboardWillHideNotification, object: nil)
  }

  override func shouldAutorotate(to toInterfaceOrientation: UIInterfaceOrientation) -> Bool {
    true
  }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    .all
  }

  override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: Double) {
    rotationLog.append("willRotate \(toInterfaceOrientation.swiftName) \(duration)")
  }

  override func willAnimateRotation(
    to toInterfaceOrientation: UIInterfaceOrientation, duration: Double
  ) {
    let origin = Simulation.running("RecordingController").animator.currentBlock?.origin ?? "none"
    rotationLog.append(
      "willAnimateRotation \(toInterfaceOrientation.swiftName) \(duration) in \(origin)")
  }

  override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
    rotationLog.append("didRotate \(fromInterfaceOrientation.swiftName)")
  }
}

/// A controller that implements `viewWillTransition(to:with:)` without calling super, as an iOS 8
/// app may, and records its coordinator's blocks.
final class TransitionController: RecordingController {
  private(set) var transitionLog: [String] = []

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    transitionLog.append(
      "transition to \(NumberFormat.size(width: Double(size.width), height: Double(size.height)))")
    coordinator.animate(
      alongsideTransition: { [self] context in
        let block = Simulation.running("TransitionController").animator.currentBlock
        transitionLog.append(
          "alongside \(context.transitionDuration) in \(block?.origin ?? "none")")
      },
      completion: { [self] context in
        let now = Simulation.running("TransitionController").clock.now
        transitionLog.append("completion at \(NumberFormat.seconds(now.seconds))")
      })
  }
}

/// Runs `text` (scenario format) on `device` and `os` with the controller `make` builds.
func runScenario<Controller: UIViewController>(
  _ text: String, device: Device, os: Int, nib kind: SchmeeboardNib = .springsAndStruts2012,
  controller make: (NibObjects) -> Controller
) throws -> (result: SimulationResult, controller: Controller) {
  let scenario = try ScenarioParser(fileName: "test").parse(text, name: "test")
  let nib = kind.instantiate()
  let controller = make(nib)
  let result = Simulation(
    on: RunTarget(device: device, release: IOSRelease(os)), controller: controller, nib: nib
  )
  .run(scenario)
  return (result, controller)
}

/// Runs `text` with a plain `RecordingController`.
func runRecording(
  _ text: String, device: Device, os: Int, nib kind: SchmeeboardNib = .springsAndStruts2012,
  configure: (RecordingController) -> Void = { _ in }
) throws -> (result: SimulationResult, controller: RecordingController) {
  try runScenario(text, device: device, os: os, nib: kind) { nib in
    let controller = RecordingController(nib: nib)
    configure(controller)
    return controller
  }
}
