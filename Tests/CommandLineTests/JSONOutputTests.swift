import Foundation
import TestSupport
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// `--format json`: the whole timeline, parseable by any JSON parser, decodable back into
/// `Timeline`, rounded as the text is, and documented key by key.
@Suite struct JSONOutputTests {
  private func json(_ builtIn: BuiltInScenario, on variant: BuiltInVariant = .correctedSchmeeboard3)
    throws
    -> String
  {
    try Self.json(builtIn, on: variant)
  }

  /// `--scenario <builtIn> --format json`, the options set rather than parsed
  /// (`BuiltInVariant.output`).
  private static func json(_ builtIn: BuiltInScenario, on variant: BuiltInVariant)
    throws(CommandFailure)
    -> String
  {
    try variant.output([]) {
      $0.scenario = builtIn.rawValue
      $0.format = "json"
    }
  }

  /// Each variant's JSON for every built-in scenario it is swept through (`Sweep.scenarios`: all
  /// of them with `SWEEP=all`, else a share that together meets every scenario), in the order of
  /// `BuiltInScenario.allCases`: run once for the tests that read them all.
  private static let everyScenariosJSON = Result { () throws(CommandFailure) in
    var outputs: [BuiltInVariant: [String]] = [:]
    for variant in BuiltInVariant.all {
      outputs[variant] = try Sweep.scenarios(for: variant.rawValue).map {
        builtIn throws(CommandFailure) in
        try json(builtIn, on: variant)
      }
    }
    return outputs
  }

  /// CorrectedSchmeeboard3's JSON of every built-in scenario, made once for the two tests that
  /// read each one.
  private static let correctedSchmeeboard3JSON = Result { () throws(CommandFailure) in
    var outputs: [BuiltInScenario: String] = [:]
    for builtIn in BuiltInScenario.allCases {
      outputs[builtIn] = try json(builtIn, on: .correctedSchmeeboard3)
    }
    return outputs
  }

  @Test(arguments: BuiltInScenario.allCases)
  func decodingAndRenderingAgainGivesTheSameBytes(builtIn: BuiltInScenario) throws {
    let output = try #require(Self.correctedSchmeeboard3JSON.get()[builtIn])
    let timeline = try JSONDecoder().decode(Timeline.self, from: Data(output.utf8))
    #expect(JSONRenderer().render(timeline) == output)
  }

  // The output is written an entry and a sample at a time; it is byte for byte the whole
  // timeline encoded at once with the same encoder (sorted keys, pretty-printed), for every
  // scenario, and for a comparison each timeline is the same document indented in its place (a
  // comparison of the scenarios CorrectedSchmeeboard3 is swept through, `Sweep.scenarios`: every
  // one with `SWEEP=all`).
  @Test(arguments: BuiltInScenario.allCases)
  func writingPieceByPieceGivesTheWholeDocumentsBytes(builtIn: BuiltInScenario) throws {
    let output = try #require(Self.correctedSchmeeboard3JSON.get()[builtIn])
    let timeline = try JSONDecoder().decode(Timeline.self, from: Data(output.utf8))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let whole = String(decoding: try encoder.encode(timeline.rounded()), as: UTF8.self) + "\n"
    #expect(output == whole)
    var empty = timeline
    empty.entries = []
    empty.samples = []
    #expect(
      JSONRenderer().render(empty)
        == String(decoding: try encoder.encode(empty.rounded()), as: UTF8.self) + "\n")
    guard Sweep.scenarios(for: BuiltInVariant.correctedSchmeeboard3.rawValue).contains(builtIn)
    else { return }
    let comparison = try BuiltInVariant.correctedSchmeeboard3.output([
      "--compare", "CorrectedSchmeeboard2", "--format", "json",
    ]) { $0.scenario = builtIn.rawValue }
    let indented = "    " + output.dropLast().replacingOccurrences(of: "\n", with: "\n    ")
    #expect(comparison.contains("\"timelines\" : [\n" + indented + ",\n"))
  }

  // A run whose entries and samples each fill several of the chunks the renderer hands on at once
  // (`JSONRenderer`'s 64 KiB) is still the whole document's bytes, across the chunks' seams.
  @Test func aLongRunIsTheWholeDocumentsBytesAcrossBatches() throws {
    let directory = try TemporaryDirectory()
    let steps = (1..<40).map {
      "at \(Double($0) * 0.5) rotate \($0 % 2 == 1 ? "landscape-left" : "portrait")"
    }
    let path = try directory.write(
      (["at 0 tap text-field"] + steps).joined(separator: "\n") + "\n", to: "turns.txt")
    let output = try BuiltInVariant.correctedSchmeeboard3.output([
      "--script", path, "--format", "json",
    ])
    let timeline = try JSONDecoder().decode(Timeline.self, from: Data(output.utf8))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let rounded = timeline.rounded()
    let chunk = 1 << 16
    #expect(try encoder.encode(rounded.entries).count > 3 * chunk)
    #expect(try encoder.encode(rounded.samples).count > 2 * chunk)
    let whole = try encoder.encode(rounded)
    #expect(output == String(decoding: whole, as: UTF8.self) + "\n")
  }

  @Test func anyJSONParserReadsIt() throws {
    let object = try JSONSerialization.jsonObject(with: Data(json(.rotate).utf8)) as? [String: Any]
    #expect(
      object?.keys.sorted() == [
        "entries", "header", "measurements", "reason", "rest", "rests", "samples", "schemaVersion",
        "verdict",
      ])
    #expect(object?["schemaVersion"] as? Int == Timeline.currentSchemaVersion)
    #expect(
      (object?["header"] as? [String: Any])?["summary"] as? String
        == BuiltInScenario.rotate.scenario.summary)
  }

  @Test func itHoldsEverySampleAndEveryEventTheTextShows() throws {
    let timeline = try JSONDecoder().decode(Timeline.self, from: Data(json(.rotate).utf8))
    let text = try BuiltInVariant.correctedSchmeeboard3.output(["--scenario", "rotate", "--frames"])
    let body = text.split(separator: "\n", omittingEmptySubsequences: false).drop {
      $0 != "   time  event"
    }.dropFirst().prefix { !$0.isEmpty }
    #expect(timeline.samples.count == timeline.measurements.sampleCount)
    #expect(timeline.samples.count == body.filter { $0.contains("  sample ") }.count)
    #expect(timeline.entries.count == body.filter { !$0.contains("  sample ") }.count)
  }

  @Test(arguments: BuiltInVariant.all)
  func numbersAreRoundedAsTheTextRoundsThem(variant: BuiltInVariant) throws {
    let outputs = try Self.everyScenariosJSON.get()[variant] ?? []
    #expect(outputs.count == Sweep.scenarios(for: variant.rawValue).count)
    for output in outputs {
      let timeline = try JSONDecoder().decode(Timeline.self, from: Data(output.utf8))
      let times = timeline.entries.map(\.time) + timeline.samples.map(\.time)
      #expect(times.allSatisfy { ($0 * 1000).rounded() / 1000 == $0 })
      let points =
        timeline.samples.flatMap { [$0.viewHeight, $0.keyboardHeight, $0.grayBottom] }
        + [
          timeline.measurements.largestPink, timeline.measurements.largestCover,
          timeline.measurements.restGap,
        ]
      #expect(points.allSatisfy { ($0 * 10).rounded() / 10 == $0 })
    }
  }

  @Test func keysAreSortedInEveryObject() throws {
    // Pretty-printed, an object opens at the end of a line and closes at the start of one, and
    // each of its keys starts a line: `"key" : value`.
    var objects: [[String]] = []
    for line in try json(.rotate).split(separator: "\n") {
      let body = line.drop { $0 == " " }
      if body.hasPrefix("\""), let separator = body.range(of: "\" : ") {
        objects[objects.count - 1].append(
          String(body[body.index(after: body.startIndex)..<separator.lowerBound]))
      }
      if body.hasSuffix("{") { objects.append([]) }
      if body.hasPrefix("}") {
        let keys = objects.removeLast()
        #expect(keys == keys.sorted())
      }
    }
    #expect(objects.isEmpty)
  }

  @Test func everyKeyIsDocumented() throws {
    let schema = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/json-schema.md"), encoding: .utf8)
    // Every variant's swept scenarios (every scenario among them), and a what-if run for the
    // deployment note.
    let outputs =
      try Self.everyScenariosJSON.get().values.flatMap(\.self)
      + [
        BuiltInVariant.correctedSchmeeboard3.output([
          "--device", "iphone5", "--os", "8", "--format", "json",
        ])
      ]
    var keys: Set<String> = []
    for output in outputs {
      collectKeys(of: try JSONSerialization.jsonObject(with: Data(output.utf8)), into: &keys)
    }
    #expect(
      keys.isSuperset(of: ["deploymentNote", "isOn", "result", "frameBegin", "largestPinkTime"]))
    for key in keys.sorted() {
      #expect(schema.contains("`\(key)`"), "docs/json-schema.md does not document `\(key)`")
    }
  }

  private func collectKeys(of value: Any, into keys: inout Set<String>) {
    if let object = value as? [String: Any] {
      for (key, child) in object {
        keys.insert(key)
        collectKeys(of: child, into: &keys)
      }
    } else if let array = value as? [Any] {
      for child in array { collectKeys(of: child, into: &keys) }
    }
  }
}
