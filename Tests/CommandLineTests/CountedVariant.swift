import CorrectedSchmeeboard3
import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import Synchronization
import TestSupport

/// `CorrectedSchmeeboard3` under another name, counting its runs: every run of the lab whose
/// timeline is shown goes through `Variant.timeline(switches:on:scenario:assuming:)`, so the count
/// is how many times a command simulated it for that (`RunCountTests`).
enum CountedVariant: CommandLineVariant {
  /// The runs made so far, in this process.
  static let runs = Mutex(0)

  static let info = CorrectedSchmeeboard3Variant.info.renamed(
    "CountedVariant", shortName: "CNT",
    abstract: "CorrectedSchmeeboard3, its runs counted.")

  static func makeController(
    switches: CorrectedSchmeeboard3Variant.Switches, connectedTo nib: NibObjects
  ) -> UIViewController {
    CorrectedSchmeeboard3Variant.makeController(switches: switches, connectedTo: nib)
  }

  static func timeline(
    switches: CorrectedSchmeeboard3Variant.Switches, on target: RunTarget, scenario: Scenario,
    assuming assumptions: Set<SystemRules.Rule>
  ) -> Timeline {
    runs.withLock { $0 += 1 }
    return SchmeeboardRun.timeline(
      of: Self.self, switches: switches, on: target, scenario: scenario, assuming: assumptions)
  }
}
