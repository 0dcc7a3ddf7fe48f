import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedUIKit
import TestSupport
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedUIKit

/// Every rule of `SystemRules` can fail: flipped, it changes a variant's default timeline or a
/// probe run's (which their golden files pin), the picture of a variant's default run (which the
/// README's and the docs' pictures pin), or a cell of `MATRIX.md`, a sample's or a technique's
/// (which `MatrixTests` pins), so some test goes red. A rule whose flip changes none is dead or
/// duplicates another, and this suite names it.

@Suite struct RuleFlipTests {
  /// How many golden timelines there are: every variant's default run, and the probes.
  private static let goldenCount = BuiltInVariant.all.count + ProbeRun.all.count

  /// The golden timeline at `index`, rendered on demand: a flip is judged by the first that
  /// changes.
  private static func goldenTimeline(_ index: Int) throws -> String {
    let variants = BuiltInVariant.all
    if index < variants.count {
      return TextRenderer().render(variants[index].defaultTimeline())
    }
    return try ProbeRun.all[index - variants.count].render()
  }

  private static let unflipped = Result { try (0..<goldenCount).map(goldenTimeline) }

  /// Whether flipping `rule` changes one of the golden timelines.
  private static func changesAGoldenTimeline(flipping rule: SystemRules.Rule) throws -> Bool {
    let golden = try unflipped.get()
    for (index, expected) in golden.enumerated() {
      let flipped = try RuleFlip.$flipped.withValue([rule]) { try goldenTimeline(index) }
      if flipped != expected { return true }
    }
    return false
  }

  /// The SVG picture of variant `index`'s default run, drawn inside whatever flip is in force.
  private static func goldenPicture(_ index: Int) -> String {
    let variant = BuiltInVariant.all[index]
    let run = ComparedRun(
      variant: variant.rawValue, shortName: variant.info.shortName,
      timeline: variant.defaultTimeline().rounded())
    return PictureRenderer().render(Comparison(runs: [run]))
  }

  private static let unflippedPictures = BuiltInVariant.all.indices.map(goldenPicture)

  /// Whether flipping `rule` changes the picture of some variant's default run.
  private static func changesAGoldenPicture(flipping rule: SystemRules.Rule) -> Bool {
    unflippedPictures.indices.contains { index in
      RuleFlip.$flipped.withValue([rule]) { goldenPicture(index) } != unflippedPictures[index]
    }
  }

  private static func text(_ verdict: Verdict, _ largestMismatch: Double) -> String {
    "\(verdict.rawValue) \(NumberFormat.points(largestMismatch))"
  }

  /// The first matrix cell, a sample's or a technique's, that reads differently with `rule`
  /// flipped, if any.
  private static func firstChangedCell(flipping rule: SystemRules.Rule) -> String? {
    for variant in BuiltInVariant.all {
      if let cell = firstChangedCell(of: variant, in: MatrixCells.cells[variant] ?? [], rule) {
        return cell
      }
    }
    return nil
  }

  /// The first of `cells` of `variant` that reads differently with `rule` flipped, if any.
  private static func firstChangedCell(
    of variant: BuiltInVariant, in cells: [VariantMatrix.Cell], _ rule: SystemRules.Rule
  ) -> String? {
    for cell in cells {
      let flipped = RuleFlip.$flipped.withValue([rule]) {
        variant.timeline(cell.scenario.scenario, on: cell.target)
      }
      let before = text(cell.verdict, cell.largestMismatch)
      let after = text(flipped.verdict, flipped.measurements.largestMismatch)
      if before != after {
        return
          "\(variant.rawValue) \(cell.scenario.rawValue) on \(cell.target.device.displayName) iOS \(cell.target.release): \(before) → \(after)"
      }
    }
    return nil
  }

  @Test(arguments: SystemRules.Rule.allCases)
  func flippingTheRuleTurnsATestRed(rule: SystemRules.Rule) throws {
    if try Self.changesAGoldenTimeline(flipping: rule) { return }
    if Self.changesAGoldenPicture(flipping: rule) { return }
    let cell = Self.firstChangedCell(flipping: rule)
    #expect(
      cell != nil,
      "flipping \(rule) changes no golden timeline, no picture and no MATRIX.md cell: the rule is dead or duplicates another"
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
