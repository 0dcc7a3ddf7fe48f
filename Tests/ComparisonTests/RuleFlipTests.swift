import Foundation
import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedUIKit
import TestSupport
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// Every rule of `SystemRules` can fail: flipped, it changes a variant's default timeline or a
/// probe run's (which their golden files pin), the picture of a variant's default run (which the
/// README's and the docs' pictures pin), or a cell of `MATRIX.md`, a sample's or a technique's
/// (which `MatrixTests` pins), so some test goes red. A rule whose flip changes none is dead or
/// duplicates another, and this suite names it.
///
/// Finding the first place a flip changes runs the golden timelines, the pictures and then the
/// matrix's cells, one after another, until one reads differently: for a rule that only a few hazard cells show,
/// thousands of runs. `RECORD=1` does that search and writes where each flip shows to
/// `Golden/rule-flips.txt`, a line a rule; otherwise each rule's recorded place is run alone,
/// flipped and not, and must change as the line says. A rule without a line, a line without a
/// rule and a place the flip no longer changes all fail.
@Suite struct RuleFlipTests {
  /// Where a flip shows: a golden timeline by its name, or a matrix cell and how it reads before
  /// and after the flip.
  private struct Change: Equatable, Sendable {
    var rule: SystemRules.Rule
    /// `golden <name>`, `picture <variant>`, or `cell <variant> <scenario> <device> <release>`.
    var place: String
    /// `<verdict> <points> → <verdict> <points>` for a cell; empty for a timeline or a picture.
    var reading: String

    /// The change's line in `Golden/rule-flips.txt`.
    var line: String {
      reading.isEmpty ? "\(rule)\t\(place)" : "\(rule)\t\(place)\t\(reading)"
    }

    /// The change a line records; `nil` for a line of another shape or an unknown rule.
    init?(line: Substring) {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard (2...3).contains(fields.count), let rule = SystemRules.Rule(rawValue: String(fields[0]))
      else { return nil }
      self.init(
        rule: rule, place: String(fields[1]), reading: fields.count == 3 ? String(fields[2]) : "")
    }

    init(rule: SystemRules.Rule, place: String, reading: String) {
      self.rule = rule
      self.place = place
      self.reading = reading
    }
  }

  /// A recorded place that names no golden timeline and no cell.
  private struct UnknownPlace: Error, CustomStringConvertible {
    var change: Change
    var description: String {
      "Golden/rule-flips.txt: \(change.rule)'s place \"\(change.place)\" names no golden timeline, picture or cell"
    }
  }

  private static let record = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden/rule-flips.txt")

  /// The golden timelines: every variant's default run, and the probes, by name.
  private static let goldenNames =
    BuiltInVariant.all.map(\.rawValue) + ProbeRun.all.map(\.name)

  /// The golden timeline at `index`, rendered on demand: a flip is judged by the first that
  /// changes.
  private static func goldenTimeline(_ index: Int) throws -> String {
    let variants = BuiltInVariant.all
    if index < variants.count {
      return TextRenderer().render(variants[index].defaultTimeline())
    }
    return try ProbeRun.all[index - variants.count].render()
  }

  private static let unflipped = Result { try goldenNames.indices.map(goldenTimeline) }

  /// The SVG picture of variant `index`'s default run, drawn inside whatever flip is in force.
  private static func goldenPicture(_ index: Int) -> String {
    let variant = BuiltInVariant.all[index]
    let run = ComparedRun(
      variant: variant.rawValue, shortName: variant.info.shortName,
      timeline: variant.defaultTimeline().rounded())
    return PictureRenderer().render(Comparison(runs: [run]))
  }

  private static let unflippedPictures = BuiltInVariant.all.indices.map(goldenPicture)

  private static func reading(_ timeline: Timeline) -> String {
    "\(timeline.verdict.rawValue) \(NumberFormat.points(timeline.measurements.largestMismatch))"
  }

  private static func cellPlace(_ variant: BuiltInVariant, _ cell: VariantMatrix.Cell) -> String {
    "cell \(variant.rawValue) \(cell.scenario.rawValue) \(cell.target.device.rawValue) \(cell.target.release)"
  }

  /// The first golden timeline, else the first picture of a default run, else the first matrix
  /// cell, that reads differently with `rule` flipped: the search `RECORD=1` runs.
  private static func firstChange(flipping rule: SystemRules.Rule) throws -> Change? {
    let golden = try unflipped.get()
    for (index, expected) in golden.enumerated() {
      let flipped = try RuleFlip.$flipped.withValue([rule]) { try goldenTimeline(index) }
      if flipped != expected {
        return Change(rule: rule, place: "golden \(goldenNames[index])", reading: "")
      }
    }
    for (index, expected) in unflippedPictures.enumerated()
    where RuleFlip.$flipped.withValue([rule], operation: { goldenPicture(index) }) != expected {
      return Change(rule: rule, place: "picture \(BuiltInVariant.all[index])", reading: "")
    }
    for (variant, runs) in MatrixRuns.every {
      for cell in runs.map(\.cell) {
        let flipped = RuleFlip.$flipped.withValue([rule]) {
          variant.timeline(cell.scenario.scenario, on: cell.target)
        }
        let before = "\(cell.verdict.rawValue) \(NumberFormat.points(cell.largestMismatch))"
        let after = reading(flipped)
        if before != after {
          return Change(
            rule: rule, place: cellPlace(variant, cell), reading: "\(before) → \(after)")
        }
      }
    }
    return nil
  }

  /// What flipping `change.rule` does at `change.place` now: the same place with its reading, or
  /// `nil` where the flip changes nothing there. Throws `UnknownPlace` for a place of no shape.
  private static func changeNow(at change: Change) throws -> Change? {
    let words = change.place.split(separator: " ").map(String.init)
    if words.count == 2, words[0] == "golden", let index = goldenNames.firstIndex(of: words[1]) {
      let expected = try unflipped.get()[index]
      let flipped = try RuleFlip.$flipped.withValue([change.rule]) { try goldenTimeline(index) }
      return flipped == expected ? nil : Change(rule: change.rule, place: change.place, reading: "")
    }
    if words.count == 2, words[0] == "picture",
      let index = BuiltInVariant.all.firstIndex(where: { $0.rawValue == words[1] })
    {
      let flipped = RuleFlip.$flipped.withValue([change.rule]) { goldenPicture(index) }
      return flipped == unflippedPictures[index]
        ? nil : Change(rule: change.rule, place: change.place, reading: "")
    }
    let numbers = words.count == 5 ? words[4].split(separator: ".").compactMap { Int($0) } : []
    guard words.count == 5, words[0] == "cell", let variant = BuiltInVariant(rawValue: words[1]),
      let scenario = BuiltInScenario(rawValue: words[2]), let device = Device(rawValue: words[3]),
      (1...2).contains(numbers.count)
    else {
      throw UnknownPlace(change: change)
    }
    let target = RunTarget(
      device: device, release: IOSRelease(numbers[0], numbers.count == 2 ? numbers[1] : 0))
    let run = { variant.timeline(scenario.scenario, on: target) }
    let before = reading(run())
    let after = reading(RuleFlip.$flipped.withValue([change.rule], operation: run))
    return before == after
      ? nil : Change(rule: change.rule, place: change.place, reading: "\(before) → \(after)")
  }

  @Test func everyRuleChangesThePlaceItsLineRecords() throws {
    let rules = SystemRules.Rule.allCases
    if Recording.isOn {
      let found = Parallel.map(rules.count) { index in
        Result { try Self.firstChange(flipping: rules[index]) }
      }
      var lines = [
        "# Where flipping each rule of SystemRules first shows: a golden timeline, else the picture",
        "# of a variant's default run, else a MATRIX.md cell with its verdict and largest mismatch",
        "# before and after the flip.",
        "# RECORD=1 swift test --filter RuleFlipTests searches again and rewrites this file.",
      ]
      for (rule, result) in zip(rules, found) {
        guard let change = try result.get() else {
          Issue.record(
            "flipping \(rule) changes no golden timeline, no picture and no MATRIX.md cell: the rule is dead or duplicates another"
          )
          continue
        }
        lines.append(change.line)
      }
      try (lines.joined(separator: "\n") + "\n").write(
        to: Self.record, atomically: true, encoding: .utf8)
      return
    }
    let text = try String(contentsOf: Self.record, encoding: .utf8)
    var recorded: [SystemRules.Rule: Change] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      guard let change = Change(line: line), recorded[change.rule] == nil else {
        Issue.record(
          "Golden/rule-flips.txt: \"\(line)\" names no rule of SystemRules, or one named before")
        continue
      }
      recorded[change.rule] = change
    }
    let checked = rules.compactMap { recorded[$0] }
    for rule in rules where recorded[rule] == nil {
      Issue.record(
        "Golden/rule-flips.txt has no line for \(rule): RECORD=1 swift test --filter RuleFlipTests finds where its flip shows"
      )
    }
    let now = Parallel.map(checked.count) { index in
      Result { try Self.changeNow(at: checked[index]) }
    }
    for (change, result) in zip(checked, now) {
      let found = try result.get()
      #expect(
        found == change,
        """
        flipping \(change.rule) no longer changes \(change.place) as Golden/rule-flips.txt says \
        (\(change.reading.isEmpty ? "its text" : change.reading)), but \
        \(found.map { $0.reading.isEmpty ? "its text" : $0.reading } ?? "nothing"): \
        RECORD=1 swift test --filter RuleFlipTests finds where it shows now, or that it is dead
        """)
    }
  }

  @Test func aFlipReachesOnlyTheSimulationsStartedInsideIt() throws {
    let rules = RuleFlip.$flipped.withValue([.isLocalKey]) {
      SystemRules(device: .iphone7, release: IOSRelease(10))
    }
    #expect(!rules.postsIsLocal)
    #expect(SystemRules(device: .iphone7, release: IOSRelease(10)).postsIsLocal)
  }
}
