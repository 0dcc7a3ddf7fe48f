@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// A controller that runs a test's script when its view appears, inside a running simulation, so
/// that a test can call `UIView.animate` and friends and look at what the screen shows over time.
final class ProbeController: UIViewController {
  private let script: (Probe) -> Void

  init(_ script: @escaping (Probe) -> Void) {
    self.script = script
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    script(Probe(simulation: Simulation.running("ProbeController")))
  }
}

/// What a probe script may do: read the clock and the screen, and schedule more work.
struct Probe {
  let simulation: Simulation

  var now: VirtualTime { simulation.clock.now }
  var nib: NibObjects { simulation.nib }
  var grayView: UIView { simulation.nib.grayView }
  var rootView: UIView { simulation.nib.view }

  /// What `view`'s frame looks like on screen now.
  func shown(_ view: UIView) -> CGRect {
    view.presentationFrame(at: now)
  }

  /// Runs `work` at `time` virtual seconds (never earlier than now).
  func at(_ time: Double, _ work: @escaping () -> Void) {
    simulation.clock.schedule(at: VirtualTime(seconds: time), work)
  }

  /// The block `UIView.animate` would nest in now, if any.
  var currentBlock: AnimationBlock? { simulation.animator.currentBlock }
}

/// Runs `script` once the root view appears, on `device` with `os`, until everything settles.
func runProbe(
  device: Device? = nil, os: Int, nib kind: SchmeeboardNib = .springsAndStruts2012,
  _ script: @escaping (Probe) -> Void
) -> SimulationResult {
  let nib = kind.instantiate()
  let simulation = Simulation(
    on: RunTarget(device: device ?? .phone(running: os), release: IOSRelease(os)),
    controller: ProbeController(script), nib: nib)
  return simulation.run(Scenario(name: "probe", summary: "", steps: []))
}

/// Values a probe script notes down, by name, to be checked after the run.
final class Notebook {
  private(set) var values: [String: Double] = [:]
  private(set) var events: [String] = []

  subscript(name: String) -> Double? {
    get { values[name] }
    set { values[name] = newValue }
  }

  func log(_ event: String) {
    events.append(event)
  }
}

extension Device {
  /// An iPhone that ran `os`: the 4S for iOS 5, the 5 for 6–10, the 7 for 11.
  static func phone(running os: Int) -> Device {
    switch os {
    case ...5: .iphone4s
    case 6...10: .iphone5
    default: .iphone7
    }
  }
}
