import Foundation
import SchmeeboardCommandLine
import SchmeeboardLab
import TestSupport
import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// `--assume RULE=alternative` runs a command under a rule's other reading, and says so; so a user
/// can see which verdicts rest on a modelled guess. `--list-rules` lists what can be assumed.
@Suite struct AssumeTests {
  private static let hide = "postsRotationHideWithoutAnimation"

  /// The 2017 post's iPhone symptom rests on the [M] rule that the rotation's will-hide is posted
  /// without animation on iPhone from iOS 10 (docs/behaviour-model.md §4): under the other reading
  /// the hide animates, as on iPad, and CorrectedSchmeeboard2's field no longer dives.
  @Test func theIPhoneGlitchOf2017RestsOnTheUnanimatedHide() throws {
    let modelled = try BuiltInVariant.correctedSchmeeboard2.output(["--summary"])
    let assumed = try BuiltInVariant.correctedSchmeeboard2.output([
      "--summary", "--assume", "\(Self.hide)=alternative",
    ])
    #expect(modelled.contains("\tglitch\t"))
    #expect(!assumed.contains("\tglitch\t"))
  }

  @Test func theHeaderSaysWhatTheRunAssumed() throws {
    let text = try BuiltInVariant.correctedSchmeeboard2.output([
      "--assume", "\(Self.hide)=alternative",
    ])
    let line = try #require(text.split(separator: "\n").first { $0.contains("assumes ") })
    #expect(
      line
        == "  assumes \(Self.hide)=alternative: "
        + SystemRules.Rule.postsRotationHideWithoutAnimation.evidence.alternative)
    let json = try BuiltInVariant.correctedSchmeeboard2.output([
      "--assume", "\(Self.hide)=alternative", "--format", "json",
    ])
    let timeline = try JSONDecoder().decode(Timeline.self, from: Data(json.utf8))
    #expect(timeline.header.assumptions == [.postsRotationHideWithoutAnimation])
  }

  @Test func theModelledReadingIsTheRunWithNoAssumption() throws {
    #expect(
      try BuiltInVariant.correctedSchmeeboard3.output(["--assume", "\(Self.hide)=model"])
        == BuiltInVariant.correctedSchmeeboard3.output([]))
  }

  @Test func theMatrixAndTheComparisonTakeIt() throws {
    let matrix = try BuiltInVariant.correctedSchmeeboard2.output([
      "--matrix", "--assume", "\(Self.hide)=alternative",
    ])
    let header = matrix.split(separator: "\n", omittingEmptySubsequences: false).prefix {
      !$0.isEmpty
    }
    #expect(header.contains { $0.hasPrefix("  assumes \(Self.hide)=alternative: ") })
    let comparison = try BuiltInVariant.correctedSchmeeboard2.output([
      "--compare", "CorrectedSchmeeboard3", "--assume", "\(Self.hide)=alternative",
    ])
    #expect(comparison.components(separatedBy: "assumes \(Self.hide)=alternative").count == 3)
  }

  @Test(arguments: [
    (["--assume", "nope=alternative"], "unknown rule 'nope' for --assume; --list-rules lists the"),
    (["--assume", "isLocalKey"], "'isLocalKey' for --assume names no reading; expected"),
    (["--assume", "isLocalKey=maybe"], "'maybe' in --assume 'isLocalKey=maybe' is not a reading"),
    (["--list", "--assume", "isLocalKey=alternative"], "--assume applies to a run, --compare or"),
    (
      ["--assume", "isLocalKey=alternative", "isLocalKey=model"],
      "--assume names isLocalKey twice, as 'isLocalKey=alternative' and 'isLocalKey=model'; give"
    ),
  ])
  func aBadAssumptionIsRefusedWithOneLine(arguments: [String], start: String) {
    #expect(throws: CommandFailure.self) {
      try BuiltInVariant.correctedSchmeeboard3.output(arguments)
    }
    let line = BuiltInVariant.correctedSchmeeboard3.transcript(arguments)
    #expect(line.hasPrefix("error: " + start), "\(line)")
  }

  @Test func listRulesListsEveryRuleOnceWithItsEvidence() throws {
    let text = try BuiltInVariant.mudoxKeyboard.output(["--list-rules"])
    for rule in SystemRules.Rule.allCases {
      let heading = "\n\(rule.rawValue)  [\(rule.evidence.tag.rawValue)] \(rule.evidence.section)\n"
      #expect(text.components(separatedBy: heading).count == 2, "\(rule)")
      #expect(text.contains("--assume \(rule.rawValue)=alternative: \(rule.evidence.alternative)"))
    }
  }
}
