import SimulatedIOS
import SimulatedUIKit

/// A controller that runs a test's code inside a run: when its view has loaded, and on each
/// background tap (its recognizer's action).
final class ScriptedController: UIViewController {
  private let onLoad: (ScriptedController) -> Void
  private let onTap: (ScriptedController) -> Void
  let nib: NibObjects

  init(
    nib: NibObjects, onLoad: @escaping (ScriptedController) -> Void = { _ in },
    onTap: @escaping (ScriptedController) -> Void = { _ in }
  ) {
    self.nib = nib
    self.onLoad = onLoad
    self.onTap = onTap
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addGestureRecognizer(
      UITapGestureRecognizer(
        target: self, action: Selector("tapped(_:)", ScriptedController.tapped))
    )
    onLoad(self)
  }

  func tapped(_ recognizer: UITapGestureRecognizer) {
    onTap(self)
  }
}

/// Runs `controller` (made with `nib`) through `script` on `target`.
func run(
  _ controller: UIViewController, nib: NibObjects, _ script: String,
  on target: RunTarget = RunTarget(device: .iphone7, release: IOSRelease(12))
) throws -> SimulationResult {
  let scenario = try ScenarioParser(fileName: "test").parse(script, name: "test")
  return Simulation(on: target, controller: controller, nib: nib).run(scenario)
}

extension SimulationResult {
  /// The names of the calls the timeline records, in order.
  var callNames: [String] {
    entries.compactMap { entry in
      if case .call(let call) = entry.event { call.name } else { nil }
    }
  }

  /// The posts the timeline records, in order.
  var posts: [PostRecord] {
    entries.compactMap { entry in
      if case .post(let post) = entry.event { post } else { nil }
    }
  }
}
