import Foundation
import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

/// `--compare`: the other variants run in the same process, on the same device, iOS version and
/// scenario.

@Suite struct CompareTests {
  @Test func theTwoThousandSeventeenFixPartsAtTheWillHide() throws {
    let output = try BuiltInVariant.correctedSchmeeboard3.output([
      "--compare", "CorrectedSchmeeboard2",
    ])
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.first
        == "CorrectedSchmeeboard3 and CorrectedSchmeeboard2 on iPhone 7, iOS 10, scenario rotate")
    // The gap column is the last rest's, the end of the run: "at rest" named any rest.
    #expect(
      lines.contains(
        "variant  verdict  largest pink        largest cover       gap at the end  parts from CS3"))
    #expect(
      lines.contains("CS3      slivers  20.1 pt at 1.117 s  20.1 pt at 2.117 s  0 pt            -"))
    #expect(
      lines.contains(
        "CS2      glitch   1.7 pt at 2.3 s     258 pt at 1 s       0 pt            1 s, line 27"))
    // CS2's will-hide moves the gray view at once; CS3's returns early.
    let willHide = try #require(lines.firstIndex(of: "  1.000    call willHideKeyboard(_:)"))
    #expect(
      Array(lines[(willHide + 1)...(willHide + 3)]) == [
        "         ── CS2", "  1.000      constraint bottomLayoutConstraint.constant = 0",
        "  1.000      set grayView.frame.height 409 → 667",
      ])
    #expect(lines.allSatisfy { $0.count <= 100 })
    // Line 27 of CS2's own timeline (after the header's summary line) is where it parts.
    let own = try BuiltInVariant.correctedSchmeeboard2.output([]).split(
      separator: "\n", omittingEmptySubsequences: false)
    let mine = try BuiltInVariant.correctedSchmeeboard3.output([]).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(own[25] == mine[25] && own[26] != mine[26])
  }

  @Test func allRunsEveryVariantOnTheFirstOnesDeviceAndEachTimelineIsItsOwnRun() throws {
    let output = try BuiltInVariant.correctedSchmeeboard3.output([
      "--compare", "all", "--format", "json",
    ])
    struct Document: Decodable {
      struct Row: Decodable {
        var variant: String
        var verdict: Verdict
      }
      var device: String
      var summary: [Row]
      var timelines: [Timeline]
    }
    let document = try JSONDecoder().decode(Document.self, from: Data(output.utf8))
    #expect(document.device == "iPhone 7")
    let others = BuiltInVariant.all.filter { $0 != .correctedSchmeeboard3 }
    #expect(document.summary.map(\.variant) == ["CorrectedSchmeeboard3"] + others.map(\.rawValue))
    for (row, timeline) in zip(document.summary, document.timelines) {
      let variant = try #require(BuiltInVariant(rawValue: row.variant))
      let alone = try JSONDecoder().decode(
        Timeline.self,
        from: Data(
          try variant.output(["--device", "iphone7", "--os", "10", "--format", "json"]).utf8))
      #expect(timeline == alone, "\(row.variant)")
      #expect(row.verdict == alone.verdict)
    }
  }

  // On iOS 11 the 2012 original's 32-bit build does not launch, and the layout guide (iOS 15.0)
  // is below its deployment target: both rows say what-if in JSON, and both charts of the picture;
  // CorrectedSchmeeboard3 (64-bit, deployment target 10.2) says neither.
  @Test func whatIfRunsSaySoInTheJSONAndThePicture() throws {
    let arguments = [
      "--device", "iphone7", "--os", "11", "--compare", "KeyboardSchmeeboard",
      "KeyboardLayoutGuide",
    ]
    let output = try BuiltInVariant.correctedSchmeeboard3.output(arguments + ["--format", "json"])
    struct Document: Decodable {
      struct Row: Decodable {
        var variant: String
        var whatIf: String?
      }
      var summary: [Row]
    }
    let rows = try JSONDecoder().decode(Document.self, from: Data(output.utf8)).summary
    #expect(
      rows.map(\.variant) == [
        "CorrectedSchmeeboard3", "KeyboardSchmeeboard", "KeyboardLayoutGuide",
      ])
    #expect(
      rows.map(\.whatIf) == [
        nil, "what-if: a rebuild; the original's 32-bit build does not launch on iOS 11 and later",
        "what-if: below the original's deployment target, iOS 15.0",
      ])
    let picture = try BuiltInVariant.correctedSchmeeboard3.output(arguments + ["--format", "svg"])
    #expect(picture.contains(">KeyboardSchmeeboard (what-if): "))
    #expect(picture.contains(">KeyboardLayoutGuide (what-if): "))
    #expect(picture.contains(">CorrectedSchmeeboard3: "))
  }

  // A comparison's page writes its first line before its runs are made (so that `| head -1`
  // stops them), and the rest after it: the page has that line once, then the rest of its head.
  @Test func aComparisonsPageHasItsFirstLineOnce() throws {
    let page = try BuiltInVariant.correctedSchmeeboard3.output([
      "--compare", "CorrectedSchmeeboard2", "--format", "html",
    ])
    #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"))
    #expect(page.components(separatedBy: "<!DOCTYPE html>").count == 2)
    let alone = try BuiltInVariant.correctedSchmeeboard3.output(["--format", "html"])
    #expect(alone.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"))
  }

  @Test func theTwoThousandThirteenWorkaroundComparesWithItself() throws {
    let output = try BuiltInVariant.keyboardSchmeeboard.output([
      "--device", "iphone4s", "--os", "5", "--compare", "KeyboardSchmeeboard:--no-ios5-workaround",
      "--format", "json",
    ])
    struct Document: Decodable { var timelines: [Timeline] }
    let timelines = try JSONDecoder().decode(Document.self, from: Data(output.utf8)).timelines
    #expect(timelines.map { $0.header.switches.first?.isOn } == [true, false])
    #expect(timelines.map(\.verdict) == [.slivers, .glitch])
  }

  @Test func aBadSwitchOfTheComparedVariantIsOneLine() {
    #expect(
      BuiltInVariant.keyboardSchmeeboard.transcript(["--compare", "KeyboardSchmeeboard:--no-such"])
        == "error: --compare KeyboardSchmeeboard:--no-such: Unknown option '--no-such'\n")
    #expect(
      BuiltInVariant.correctedSchmeeboard3.transcript([
        "--compare", "CorrectedSchmeeboard2:--no-such",
      ])
        == "error: --compare CorrectedSchmeeboard2:--no-such: Unknown option '--no-such'\n"
    )
  }

  @Test func theMatrixIsAlsoAPage() throws {
    let page = try BuiltInVariant.correctedSchmeeboard2.output(["--matrix", "--format", "html"])
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(
      page.components(separatedBy: "<table class=\"matrix\"").count == BuiltInScenario.classic
        .count + 1)
    #expect(page.contains("glitch 258</td>"))
    #expect(
      BuiltInVariant.correctedSchmeeboard2.transcript(["--matrix", "--format", "svg"])
        == "error: unknown format for --matrix 'svg'; expected one of text, html\n")
  }

  @Test func everyPictureIsTheSameBytesEveryRun() throws {
    for format in ["svg", "html"] {
      let arguments = ["--compare", "CorrectedSchmeeboard2", "--format", format]
      #expect(
        try BuiltInVariant.correctedSchmeeboard3.output(arguments)
          == BuiltInVariant.correctedSchmeeboard3.output(arguments))
    }
  }
}
