import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// A controller that runs a test's script when its view appears, inside a running simulation, so
/// that a test can call `UIView.animate` and friends and look at what the screen shows over time.
package final class ProbeController: UIViewController {
  private let script: (Probe) -> Void

  package init(_ script: @escaping (Probe) -> Void) {
    self.script = script
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
  }

  package override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    script(Probe(simulation: Simulation.running("ProbeController")))
  }
}

/// What a probe script may do: read the clock and the screen, and schedule more work.
package struct Probe {
  package let simulation: Simulation

  package init(simulation: Simulation) {
    self.simulation = simulation
  }

  package var now: VirtualTime { simulation.clock.now }
  package var nib: NibObjects { simulation.nib }
  package var grayView: UIView { simulation.nib.grayView }
  package var rootView: UIView { simulation.nib.view }

  /// What `view`'s frame looks like on screen now.
  package func shown(_ view: UIView) -> CGRect {
    view.presentationFrame(at: now)
  }

  /// Runs `work` at `time` virtual seconds (never earlier than now).
  package func at(_ time: Double, _ work: @escaping () -> Void) {
    simulation.clock.schedule(at: VirtualTime(seconds: time), work)
  }

  /// The block `UIView.animate` would nest in now, if any.
  package var currentBlock: AnimationBlock? { simulation.animator.currentBlock }
}

/// Runs `script` once the root view appears, on `device` with `os`, until everything settles.
package func runProbe(
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
package final class Notebook {
  package private(set) var values: [String: Double] = [:]
  package private(set) var events: [String] = []

  package init() {}

  package subscript(name: String) -> Double? {
    get { values[name] }
    set { values[name] = newValue }
  }

  package func log(_ event: String) {
    events.append(event)
  }
}

extension Device {
  /// An iPhone that ran `os`: the 4S for iOS 5, the 5 for 6–10, the 7 for 11.
  package static func phone(running os: Int) -> Device {
    switch os {
    case ...5: .iphone4s
    case 6...10: .iphone5
    default: .iphone7
    }
  }
}
