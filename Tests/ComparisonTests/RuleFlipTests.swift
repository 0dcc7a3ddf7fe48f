import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedUIKit
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedUIKit

/// Every rule of `SystemRules` can fail: flipped, it changes a variant's default timeline or a
/// probe run's (which their golden files pin) or a cell of `MATRIX.md` (which `MatrixTests` pins),
/// so some test goes red. A rule whose flip changes none is dead or duplicates another, and this
/// suite names it.

@Suite struct RuleFlipTests {
  /// Every variant's and technique's default run and every probe run, as their golden files hold
  /// them.
  private static func goldenTimelines() throws -> [String] {
    try Variant.allCases.map { variant in
      let info = variant.info
      return TextRenderer().render(
        variant.timeline(
          BuiltInScenario.standard.scenario, device: info.defaultDevice,
          release: info.defaultRelease))
    } + Technique.allCases.map { TextRenderer().render($0.defaultTimeline()) }
      + ProbeRun.all.map { try $0.render() }
  }

  /// The golden timelines with no rule flipped, computed once for all the rules' comparisons.
  private static let unflipped = Result { try goldenTimelines() }

  /// A cell as `MATRIX.md` prints it.
  private static func text(_ verdict: Verdict, _ largestMismatch: Double) -> String {
    "\(verdict.rawValue) \(NumberFormat.points(largestMismatch))"
  }

  /// The first matrix cell that reads differently with `rule` flipped, if any.
  private static func firstChangedCell(flipping rule: SystemRules.Rule) -> String? {
    let cells = MatrixCells.all
    for variant in Variant.allCases {
      for cell in cells[variant] ?? [] {
        let flipped = RuleFlip.$flipped.withValue([rule]) {
          variant.timeline(
            cell.scenario.scenario, device: cell.device, release: cell.release)
        }
        let before = text(cell.verdict, cell.largestMismatch)
        let after = text(flipped.verdict, flipped.measurements.largestMismatch)
        if before != after {
          return
            "\(variant.rawValue) \(cell.scenario.rawValue) on \(cell.device.displayName) iOS \(cell.release): \(before) → \(after)"
        }
      }
    }
    return nil
  }

  @Test(arguments: SystemRules.Rule.allCases)
  func flippingTheRuleTurnsATestRed(rule: SystemRules.Rule) throws {
    let golden = try Self.unflipped.get()
    let flipped = try RuleFlip.$flipped.withValue([rule]) { try Self.goldenTimelines() }
    if flipped != golden { return }
    let cell = Self.firstChangedCell(flipping: rule)
    #expect(
      cell != nil,
      "flipping \(rule) changes no golden timeline and no MATRIX.md cell: the rule is dead or duplicates another"
    )
  }

  @Test func aFlipReachesOnlyTheSimulationsStartedInsideIt() throws {
    let rules = RuleFlip.$flipped.withValue([.isLocalKey]) {
      SystemRules(device: .iphone7, release: IOSRelease(10))
    }
    #expect(!rules.postsIsLocal)
    #expect(SystemRules(device: .iphone7, release: IOSRelease(10)).postsIsLocal)
  }
}
