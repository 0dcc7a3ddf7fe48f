import Foundation
import TestSupport
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// `docs/legend.md` explains every word the output prints: the test renders what the renderers can
/// print (every kind of event, every animation rule and origin, every timing curve, sample
/// finding, verdict and reason, the runs of every variant on the devices `Sweep` gives it,
/// `--matrix` and `--summary`) and looks each word up in the legend.
@Suite struct LegendTests {
  /// The legend's words, lower-cased.
  let legend: Set<String>
  /// The legend's text, for the notes it must quote whole.
  let legendText: String

  init() throws {
    (legendText, legend) = try Self.readLegend.get()
  }

  /// The legend's text and its words, read once for all the suite's tests: Swift Testing makes the
  /// suite anew for each test and each of a test's arguments.
  private static let readLegend = Result { () throws -> (String, Set<String>) in
    let text = try String(contentsOf: legendURL, encoding: .utf8)
    return (text, words(in: text, keepingCode: true))
  }

  static let legendURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "docs/legend.md")

  @Test func everyWordOfEveryKindOfEventIsInTheLegend() {
    let text = Self.everyEvent.map(EventText.describe).joined(separator: "\n")
    expectInLegend(text)
  }

  @Test func everyAnimationNoteIsInTheLegendWhole() {
    for event in Self.everyEvent {
      guard case .animate = event else { continue }
      let line = EventText.describe(event)
      // `animate … 0.25 s easeInOut inherited, rotation, replaces`: the notes after the first comma.
      for note in line.split(separator: ",").dropFirst() {
        let trimmed = note.trimmingCharacters(in: .whitespaces)
        #expect(legendText.contains("`\(trimmed)`"), "the legend lacks the note `\(trimmed)`")
      }
    }
  }

  @Test func everyTimingCurveIsInTheLegend() {
    let curves =
      (0...7).map { TimingCurve(animationCurve: $0) } + [
        .cubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4)
      ]
    for curve in curves {
      let name = curve.timelineName
      let shown = name.hasPrefix("bezier(") ? "bezier(x1, y1, x2, y2)" : name
      #expect(legendText.contains(shown), "the legend lacks the curve \(name)")
    }
  }

  @Test func everyFindingVerdictAndReasonIsInTheLegend() {
    var lines = SampleFinding.allCases.map(\.rawValue)
    // A sample's gap, pink (the gray view's bottom above the keyboard's top) and a scroll view's
    // blank inset (its visible bottom above the keyboard's top, its frame reaching it).
    let plain = Sample(
      time: 0, viewHeight: 667, keyboardHeight: 258, grayBottom: 409, viewWidth: 375)
    var form = plain
    form.edgeBottom = 375
    lines += [-60.0, -30, -5, 0, 5, 60].map { VerdictText.gap($0, of: plain) }
    lines.append(VerdictText.gap(form.gap, of: form))
    for verdict in Verdict.allCases {
      for rule in VerdictReason.Rule.allCases {
        for side in [VerdictReason.Side.pink, .covered, nil] {
          let reason = VerdictReason(
            rule: rule, time: side == nil ? nil : 1.5, points: 20, side: side, yardstick: 30)
          lines.append(VerdictText.describe(verdict, reason))
        }
      }
    }
    expectInLegend(lines.joined(separator: "\n"))
  }

  @Test(arguments: BuiltInVariant.all)
  func everyWordOfAVariantsRunsIsInTheLegend(_ variant: BuiltInVariant) throws {
    var text = ""
    // Every scenario on the swept devices (all with `SWEEP=all`; else one for each variant, all six
    // among the variants), on its oldest or its newest iOS version by turns.
    for (index, scenario) in BuiltInScenario.allCases.enumerated() {
      for device in Sweep.devices(for: variant.rawValue) {
        let versions = device.modelledVersions
        let os = index.isMultiple(of: 2) ? versions[0] : versions[versions.count - 1]
        text += variant.transcript([]) {
          $0.scenario = scenario.rawValue
          $0.device = device.rawValue
          $0.os = String(os)
          $0.frames = true
        }
      }
    }
    // The notes for what cannot happen, from a file that asks for each.
    let directory = try TemporaryDirectory()
    let path = try directory.write(Self.impossibleSteps, to: "impossible.txt")
    for (device, os) in [(Device.iphone5, 6), (.iphone7, 10), (.ipadair2, 11)] {
      text += variant.transcript([]) {
        $0.script = path
        $0.device = device.rawValue
        $0.os = String(os)
      }
    }
    text += variant.transcript(["--summary"])
    expectInLegend(text)
  }

  @Test func everyWordOfTheMatrixIsInTheLegend() throws {
    // KeyboardSchmeeboard's matrix has what-if runs (its 32-bit build on iOS 11) and switches; the
    // one `ListAndMatrixTests` and `ScriptingTests` read, made once.
    expectInLegend(try SharedOutputs.output(of: .keyboardSchmeeboard, ["--matrix"]))
  }

  @Test func everyWordOfTheReplayIsInTheLegend() throws {
    // What a page's player shows: its container's text (the heading, the controls and their
    // labels, the worst buttons), the play button's other label, every screen's captions, and the
    // sentence a page with no replay shows instead. A single run: its short name has a digit.
    let page = try BuiltInVariant.correctedSchmeeboard3.output(["--format", "html"])
    let start = try #require(page.range(of: "<div id=\"replay\" hidden>"))
    let end = try #require(page.range(of: "</div>", range: start.upperBound..<page.endIndex))
    var lines = [Self.text(of: String(page[start.upperBound..<end.lowerBound]))]
    let playing = try #require(page.firstMatch(of: /data-playing="([^"]*)"/))
    lines.append(String(playing.output.1))
    let data = try ReplayPageTests.data(in: page)
    lines += data.runs.flatMap(\.gaps) + data.findings + [data.before]
    for count in [0, Replay.sampleLimit + 1] {
      let sample = Sample(
        time: 0, viewHeight: 667, keyboardHeight: 258, grayBottom: 409, viewWidth: 375)
      let timeline = SimulationResult(
        entries: [], samples: Array(repeating: sample, count: count), rests: [], rest: sample
      ).timeline(
        header: RunHeader(
          variant: "KeyboardSchmeeboard",
          target: RunTarget(device: .iphone7, release: IOSRelease(10)),
          scenario: "rotate", steps: [], switches: [], deploymentNote: nil))
      let run = ComparedRun(
        variant: "KeyboardSchmeeboard", shortName: "KS", timeline: timeline)
      lines.append(try #require(Replay.refusal(for: Comparison(runs: [run]))))
    }
    #expect(lines.count > 5 + data.findings.count)
    expectInLegend(lines.joined(separator: "\n"))
  }

  /// `html`'s text: its tags left out, each a line break.
  private static func text(of html: String) -> String {
    html.replacing(/<[^>]*>/, with: "\n")
  }

  /// Steps that the simulation explains with a note rather than performs.
  static let impossibleSteps = """
    # Everything that cannot happen.
    at 0 switch-keyboard emoji
    at 0.5 rotate portrait
    at 1 split-view narrow
    at 2 tap text-field
    at 2.1 tap background
    at 2.2 rotate landscape-left
    at 2.3 tap text-field
    at 2.4 rotate portrait
    at 5 rotate portrait-upside-down
    """

  /// Expects every word of `text` in the legend.
  private func expectInLegend(
    _ text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    // A header's summary is the scenario's own words, as a path is.
    let printed = text.split(separator: "\n").map {
      $0.hasPrefix("  summary: ") ? "  summary:" : $0
    }.joined(separator: "\n")
    let missing = Self.words(in: printed, keepingCode: false).subtracting(legend)
    #expect(
      missing.isEmpty, "docs/legend.md lacks \(missing.sorted())", sourceLocation: sourceLocation)
  }

  /// The words of `text`, lower-cased: letters, hyphens and apostrophes, with surrounding
  /// punctuation dropped; numbers and names with digits in them (`rotate-180`, `iphone5`) are not
  /// words. Unless `keepingCode`, a word written like code (`grayView.frame`, `viewDidLoad()`,
  /// `inPhoneRotation`) is left out: those are UIKit's and the originals' own names.
  static func words(in text: String, keepingCode: Bool) -> Set<String> {
    // Each distinct token once: a transcript repeats the same words on thousands of lines.
    // Split on the bytes (the separators are ASCII), not on characters: far cheaper on a long
    // transcript, and the same tokens.
    let separators: Set<UInt8> = [0x09, 0x0A, 0x0D, 0x20, UInt8(ascii: "`"), UInt8(ascii: "|")]
    let tokens = Set(
      text.utf8.split(whereSeparator: separators.contains).map {
        String(decoding: $0, as: UTF8.self)
      })
    return Set(
      tokens.compactMap { token -> String? in
        let isCode =
          token.contains { "._()=:<>".contains($0) }
          || zip(token, token.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
        if isCode && !keepingCode { return nil }
        let word = token.trimmingCharacters(in: CharacterSet.letters.union(["-", "'"]).inverted)
        guard word.contains(where: \.isLetter), !token.contains(where: \.isNumber) else {
          return nil
        }
        return word.lowercased()
      })
  }

  /// One of every kind of event, an animation under every rule, origin and inheritance, and a post
  /// with every part of a notification's user info.
  static var everyEvent: [TimelineEvent] {
    var events: [TimelineEvent] = [
      .step("tap text-field"), .call(CallRecord(name: "viewDidLoad()")),
      .call(CallRecord(name: "shouldAutorotate", result: "true")),
      .post(
        PostRecord(
          name: "UIKeyboardWillShowNotification", frameBegin: [0, 568, 320, 216],
          frameEnd: [0, 352, 320, 216], duration: 0.25, curve: 7, isLocal: true, observers: 1)),
      .set(ValueChange(name: "grayView.frame", from: [0, 0, 320, 548], to: [0, 0, 320, 332])),
      .state(StateChange(name: "inPhoneRotation", value: true)),
      .convert(ConversionRecord(from: [0, 352, 320, 216], to: [0, 332, 320, 216])),
      .constraint(ConstraintChange(name: "bottomLayoutConstraint", constant: 216)),
      .note("already portrait"),
    ]
    for rule in AnimationRecord.Rule.allCases {
      for origin in [AnimationRecord.appOrigin, "rotation", "keyboard", "resize"] {
        for inherited in [false, true] {
          for fromCurrent in [false, true] {
            events.append(
              .animate(
                AnimationRecord(
                  name: "grayView.frame", from: [0, 0, 320, 548], to: [0, 0, 320, 332],
                  duration: 0.25, curve: "easeInOut", origin: origin, inheritedDuration: inherited,
                  inheritedCurve: false, beginsFromCurrentState: fromCurrent, rule: rule)))
          }
        }
      }
    }
    // A new kind of event stops this switch compiling, which points here to add one above.
    for event in events {
      switch event {
      case .step, .call, .post, .animate, .set, .state, .convert, .constraint, .note: break
      }
    }
    return events
  }
}
