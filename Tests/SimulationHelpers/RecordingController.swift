import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// A controller that observes the keyboard's will-show and will-hide, as the samples do, and
/// records what it receives and inside which animation it received it.
///
/// It allows every orientation (also on iOS 5), resigns the text field on a background tap, and
/// runs the test's optional reactions to each notification.
///
/// `open`, not `package`: the test targets subclass it, and a class may be subclassed in another
/// module only when it is open (Swift has no open within the package alone).
open class RecordingController: UIViewController {
  /// One notification as the controller received it.
  package struct Received {
    let name: Notification.Name
    package let userInfo: [AnyHashable: Any]
    package let time: Double
    /// The animation block open while the observer ran.
    package let block: AnimationBlock?

    package var frameBegin: CGRect? {
      (userInfo[UIKeyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
    }
    package var frameEnd: CGRect? {
      (userInfo[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    }
  }

  package var textField: UITextField?
  package var grayView: UIView?
  private(set) var received: [Received] = []
  /// The rotation methods of iOS 5–7 as they reached this controller's overrides.
  package private(set) var rotationLog: [String] = []
  package var onWillShow: ((RecordingController, Notification) -> Void)?
  package var onWillHide: ((RecordingController, Notification) -> Void)?

  /// A controller wired to `nib`, as the samples' outlets are.
  package init(nib: NibObjects) {
    textField = nib.textField
    grayView = nib.grayView
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
  }

  open func willShowKeyboard(_ notification: Notification) {
    note(notification)
    onWillShow?(self, notification)
  }

  open func willHideKeyboard(_ notification: Notification) {
    note(notification)
    onWillHide?(self, notification)
  }

  package func handleTap() {
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
  package func received(_ name: Notification.Name) -> [Received] {
    received.filter { $0.name == name }
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.addGestureRecognizer(
      UITapGestureRecognizer(
        target: self, action: Selector("handleTap()", RecordingController.handleTap)))
  }

  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    let center = NotificationCenter.default
    center.addObserver(
      self, selector: Selector("willShowKeyboard(_:)", RecordingController.willShowKeyboard),
      name: UIKeyboardWillShowNotification, object: nil)
    center.addObserver(
      self, selector: Selector("willHideKeyboard(_:)", RecordingController.willHideKeyboard),
      name: UIKeyboardWillHideNotification, object: nil)
  }

  open override func shouldAutorotate(to toInterfaceOrientation: UIInterfaceOrientation) -> Bool {
    true
  }

  open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    .all
  }

  open override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: Double)
  {
    rotationLog.append("willRotate \(toInterfaceOrientation.swiftName) \(duration)")
  }

  open override func willAnimateRotation(
    to toInterfaceOrientation: UIInterfaceOrientation, duration: Double
  ) {
    let origin = Simulation.running("RecordingController").animator.currentBlock?.origin ?? "none"
    rotationLog.append(
      "willAnimateRotation \(toInterfaceOrientation.swiftName) \(duration) in \(origin)")
  }

  open override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
    rotationLog.append("didRotate \(fromInterfaceOrientation.swiftName)")
  }
}

/// A controller that implements `viewWillTransition(to:with:)` without calling super, as an iOS 8
/// app may, and records its coordinator's blocks.
package final class TransitionController: RecordingController {
  package private(set) var transitionLog: [String] = []

  package override func viewWillTransition(
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
package func runScenario<Controller: UIViewController>(
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
package func runRecording(
  _ text: String, device: Device, os: Int, nib kind: SchmeeboardNib = .springsAndStruts2012,
  configure: (RecordingController) -> Void = { _ in }
) throws -> (result: SimulationResult, controller: RecordingController) {
  try runScenario(text, device: device, os: os, nib: kind) { nib in
    let controller = RecordingController(nib: nib)
    configure(controller)
    return controller
  }
}
