import Foundation
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

@testable import SchmeeboardCommandLine

/// `--summary` and `--fail-on`, for scripts and CI: one line per run, and an exit status of 1 when
/// a verdict is as bad as asked or worse. The statuses of a run in the real process; the matrix's,
/// what is printed, and what is refused (`expectRefusal`), in this one.
@Suite struct ScriptingTests {
  @Test func summaryIsOneTabSeparatedLinePerRun() throws {
    let output = try BuiltInVariant.keyboardSchmeeboard.output([
      "--summary", "--device", "ipad2", "--os", "5", "--scenario", "dip",
    ])
    let fields = output.dropLast().split(separator: "\t").map(String.init)
    #expect(fields.prefix(4) == ["KeyboardSchmeeboard", "ipad2", "5", "dip"])
    #expect(output.filter { $0 == "\n" }.count == 1)
  }

  /// The matrix's summary, with `--fail-on stuck`, which sets the status and not what is printed:
  /// made once for the two tests that read it.
  static let matrixSummary = ["--matrix", "--summary", "--fail-on", "stuck"]

  @Test func summaryOfTheMatrixHasOneLinePerRunWithTheMatrixsVerdicts() throws {
    // The matrix `ListAndMatrixTests` reads too, made once.
    let matrix = try SharedOutputs.output(of: .keyboardSchmeeboard, ["--matrix"])
    let summary = try SharedOutputs.output(of: .keyboardSchmeeboard, Self.matrixSummary)
    // The matrix's rows: scenario, device, os, verdict; the summary's: variant, device, os,
    // scenario, verdict.
    let rows = matrix.split(separator: "\n").compactMap { line -> String? in
      let words = line.split(separator: " ").map(String.init)
      guard words.count >= 4, Int(words[2]) != nil, Verdict(rawValue: words[3]) != nil else {
        return nil
      }
      return words.prefix(4).joined(separator: " ")
    }
    let lines = summary.split(separator: "\n").map { line in
      let fields = line.split(separator: "\t")
      return [fields[3], fields[1], fields[2], fields[4]].joined(separator: " ")
    }
    #expect(!rows.isEmpty)
    #expect(lines == rows)
  }

  @Test func failOnExitsWithOneWhenTheVerdictIsThatBad() async {
    // Without its iOS 6 workaround, the original glitches on its default run.
    let output = await runKeyboardSchmeeboard(
      ["--no-ios6-workaround", "--fail-on", "glitch"], expecting: 1)
    #expect(output?.standardOutput.contains("\nverdict: glitch (") == true)
    #expect(output?.standardError == "")
  }

  @Test func failOnExitsWithZeroWhenTheVerdictIsBetter() async {
    _ = await runKeyboardSchmeeboard(["--no-ios6-workaround", "--fail-on", "stuck"], expecting: 0)
  }

  // In this process: the status of `--fail-on` in a process is the tests' above, on a run.
  @Test func failOnWithTheMatrixLooksAtEveryRun() throws {
    let reported = try SharedOutputs.reported(of: .keyboardSchmeeboard, Self.matrixSummary)
    #expect(reported.fails)
    #expect(reported.text.contains("\tstuck\t"))
  }

  // Stage Manager needs an iPad Pro on iPadOS 16.1 or later (SystemRules.refusal(of:)): on an
  // iPhone 15 every stage-manager step is refused, so the run cannot say "clean".
  @Test func aRunWhoseStepCannotHappenIsNotApplicableInItsSummary() throws {
    let output = try BuiltInVariant.keyboardSchmeeboard.output([
      "--scenario", "stage-manager", "--device", "iphone15", "--os", "17", "--summary",
    ])
    let fields = output.split(separator: "\t").map(String.init)
    #expect(fields.count >= 6 && fields[4] == "n/a", "\(fields)")
    #expect(fields.count >= 6 && fields[5].hasPrefix("no Stage Manager"), "\(fields)")
  }

  // n/a is not on the clean-to-stuck scale: `--fail-on glitch` passes it, `glitch,n/a` fails it.
  @Test func failOnTreatsNotApplicableAsItIsAsked() async {
    let arguments = ["--scenario", "stage-manager", "--device", "iphone15", "--os", "17"]
    _ = await runKeyboardSchmeeboard(arguments + ["--fail-on", "slivers"], expecting: 0)
    _ = await runKeyboardSchmeeboard(arguments + ["--fail-on", "glitch,n/a"], expecting: 1)
    _ = await runKeyboardSchmeeboard(arguments + ["--fail-on", "n/a"], expecting: 1)
    _ = await runKeyboardSchmeeboard(["--scenario", "show-hide", "--fail-on", "n/a"], expecting: 0)
  }

  @Test func failOnWithAnEmptyVerdictIsRefused() {
    expectRefusal(
      ["--fail-on", "glitch,"], status: .usage,
      line: "error: unknown verdict for --fail-on ''; expected one of slivers, glitch, stuck, n/a")
  }

  // The 2012 original was built 32-bit (VariantInfo.isThirtyTwoBitBuild), which iOS 11 does not
  // launch: its summary line there carries the what-if note as a seventh field; on iOS 10, not.
  @Test func aWhatIfRunSaysSoInItsSummary() throws {
    let whatIf = try BuiltInVariant.keyboardSchmeeboard.output([
      "--device", "iphone7", "--os", "11", "--summary",
    ])
    let fields = whatIf.dropLast().split(separator: "\t").map(String.init)
    #expect(
      fields.count == 7
        && fields[6]
          == "what-if: a rebuild; the original's 32-bit build does not launch on iOS 11 and later",
      "\(fields)")
    let launches = try BuiltInVariant.keyboardSchmeeboard.output([
      "--device", "iphone7", "--os", "10", "--summary",
    ])
    #expect(launches.split(separator: "\t").count == 6)
  }

  @Test func failOnCleanIsRefused() {
    expectRefusal(
      ["--fail-on", "clean"], status: .usage,
      line:
        "error: unknown verdict for --fail-on 'clean'; expected one of slivers, glitch, stuck, n/a")
  }

  @Test func summaryIsRefusedWithAnotherFormat() {
    expectRefusal(
      ["--summary", "--format", "json"], status: .usage,
      line: "error: --summary cannot be combined with --format; the summary is one line of text")
  }

  @Test func summaryIsRefusedWithTheList() {
    expectRefusal(
      ["--list", "--summary"], status: .usage,
      line: "error: --list cannot be combined with --summary; it applies to a run or --matrix")
  }
}

/// `--summary` in every variant's command line: its own name first, and the verdict and reason its
/// timeline gives.
@Suite struct EveryVariantSummaryTests {
  @Test(arguments: BuiltInVariant.all)
  func summaryNamesTheVariantAndGivesTheTimelinesVerdict(_ variant: BuiltInVariant) throws {
    // The scenario set on each parsed command (`OptionSettingTests`): two command lines parsed
    // for each variant that other tests parse too, where each was its own.
    let summary = try variant.output(["--summary"]) { $0.scenario = "show-hide" }
    let timeline = try variant.output([]) { $0.scenario = "show-hide" }
    let fields = summary.dropLast().split(separator: "\t").map(String.init)
    #expect(fields.first == variant.rawValue)
    try #require(fields.count == 6)
    // The verdict and its reason, as the timeline's verdict line words them.
    #expect(timeline.hasSuffix("verdict: \(fields[4]) (\(fields[5]))\n"))
  }
}

/// `--summary` with `--compare`: one line per compared run, each named by its own variant.
@Suite struct CompareSummaryTests {
  @Test func aComparisonSummarisesEveryRun() throws {
    let summary = try BuiltInVariant.correctedSchmeeboard3.output([
      "--compare", "CorrectedSchmeeboard2", "--summary",
    ])
    let variants = summary.split(separator: "\n").map { $0.split(separator: "\t").first ?? "" }
    #expect(variants == ["CorrectedSchmeeboard3", "CorrectedSchmeeboard2"])
    #expect(
      summary.contains(
        "\tglitch\t258 pt of grayView covered at 1 s: field hidden, the field's 50 pt or more\n"))
  }
}
