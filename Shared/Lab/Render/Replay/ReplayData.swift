import SimulatedIOS
import SimulatedUIKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The numbers a page's script plays (`Replay.writeData`), as `JSONEncoder` writes them: every
/// time of the player, the charts' cursor at each, the findings' words, how each shape style is
/// drawn (`ScreenShape.Style`), and each run's samples, rests and drawings (`ReplayRun`).
///
/// The keys are sorted and nothing is indented. A run's drawings, a long run's megabytes, are
/// encoded one at a time, each on a line of its own in its run's `pictures`, so that the document
/// is never whole in memory; everything else is encoded at once. No string in it can end the
/// script element it is written in: `<`, `>` and `&` are written as `\u003c`, `\u003e` and
/// `\u0026`.
struct ReplayData: Encodable {
  /// The charts' cursor: its top and bottom, its x at each of the player's times, and how it is
  /// drawn.
  struct Cursor: Encodable {
    var top: Double
    var bottom: Double
    var x: [Double]
    var attributes: [[String]]
  }

  /// How a shape of one style is drawn: its element, where it goes, its four numbers' attribute
  /// names, and its other attributes.
  struct Style: Encodable {
    var element: String
    var place: String
    var numbers: [String]
    var attributes: [[String]]
  }

  /// One of a run's entries that is a rest: its place among the entries, and the rest's own time.
  struct Rest: Encodable {
    var entry: Int
    var time: Double
  }

  /// One run: the variant, its worst entry (`null` for none), each entry's time on the player,
  /// gap, finding (its place in the data's `findings`) and drawing (its place in `pictures`), the
  /// entries that are rests, and the drawings, left empty here and written one at a time.
  struct Run: Encodable {
    var variant: String
    var worst: Int?
    var times: [Double]
    var gaps: [String]
    var findings: [Int]
    var rests: [Rest]
    var frames: [Int]
    var pictures: [[Int]] = []

    private enum CodingKeys: String, CodingKey {
      case variant, worst, times, gaps, findings, rests, frames, pictures
    }

    /// Writes every key, `worst` as `null` when the run has no worst entry.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(variant, forKey: .variant)
      try container.encode(worst, forKey: .worst)
      try container.encode(times, forKey: .times)
      try container.encode(gaps, forKey: .gaps)
      try container.encode(findings, forKey: .findings)
      try container.encode(rests, forKey: .rests)
      try container.encode(frames, forKey: .frames)
      try container.encode(pictures, forKey: .pictures)
    }
  }

  var times: [Double]
  var cursor: Cursor
  var findings: [String]
  var before: String
  var styles: [Style]
  /// Each run without its drawings.
  var runs: [Run]

  /// The data of `replay`, its runs' drawings left out.
  init(_ replay: Replay) {
    times = replay.times.map(NumberFormat.rounded(seconds:))
    cursor = Cursor(
      top: Self.pixels(replay.cursorTop), bottom: Self.pixels(replay.cursorBottom),
      x: replay.cursorX.map(Self.pixels), attributes: ChartRow.cursorAttributes.map { [$0, $1] })
    findings = VerdictText.findingWords
    before = Replay.before
    styles = ScreenShape.Style.allCases.map { style in
      Style(
        element: style.element, place: style.place, numbers: style.numberNames,
        attributes: style.attributes.map { [$0, $1] })
    }
    runs = replay.runs.map { run in
      Run(
        variant: run.variant, worst: run.worst,
        times: run.times.map(NumberFormat.rounded(seconds:)),
        gaps: run.gaps,
        findings: run.findings.map { VerdictText.findingWords.firstIndex(of: $0)! },
        rests: run.rests.map {
          Rest(entry: $0.entry, time: NumberFormat.rounded(seconds: $0.time))
        },
        frames: run.frames)
    }
  }

  /// Writes the data of `replay`: this document with each run's drawings written into its
  /// `pictures`, a drawing a line, as they are encoded.
  static func write(_ replay: Replay, to output: inout some TextOutputStream) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var skeleton = ReplayData(replay)
    let runs = skeleton.runs
    skeleton.runs = []
    let (head, tail) = split(encoded(skeleton, with: encoder), at: "runs")
    output.write(head + "\n")
    for (index, run) in runs.enumerated() {
      let (runHead, runTail) = split(encoded(run, with: encoder), at: "pictures")
      output.write(runHead + "\n")
      let pictures = replay.runs[index].pictures
      var bytes: [UInt8] = []
      for (number, picture) in pictures.enumerated() {
        append(picture, to: &bytes)
        bytes += (number < pictures.count - 1 ? ",\n" : "\n").utf8
        if bytes.count >= chunk { JSONRenderer.handOn(&bytes, to: &output) }
      }
      JSONRenderer.handOn(&bytes, to: &output)
      output.write(runTail + (index < runs.count - 1 ? ",\n" : "\n"))
    }
    output.write(tail)
  }

  /// How many bytes of drawings are held before they are handed on.
  private static let chunk = 1 << 16

  /// `picture` as `JSONEncoder` writes an array of integers, `[12,-3,0]` (`[]` for none), its
  /// numbers written digit by digit (`NumberFormat.append`, exact for every 32-bit integer): a
  /// long comparison's page holds tens of millions of them, which `JSONEncoder` wrote at some
  /// 6 MB a second.
  private static func append(_ picture: [Int32], to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "["))
    for (index, number) in picture.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      NumberFormat.append(trimmed: Double(number), decimals: 0, to: &bytes)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  /// `json` cut inside the empty array of the first `"key":[]`: up to and with its `[`, and from
  /// its `]` on. Keys are sorted, and every key and string before `key` is the data's own, none a
  /// variant's name, so the first is the key.
  private static func split(_ json: String, at key: String) -> (String, String) {
    guard let range = json.firstRange(of: "\"\(key)\":[]") else {
      fatalError("the replay's data has no empty \(key)")
    }
    let cut = json.index(before: range.upperBound)
    return (String(json[..<cut]), String(json[cut...]))
  }

  /// `value` as `encoder` writes it, `<`, `>`, `&`, U+2028 and U+2029 escaped as `\uXXXX`: JSON
  /// writes them only inside strings, where the escape reads the same.
  private static func encoded(_ value: some Encodable, with encoder: JSONEncoder) -> String {
    let text: String
    do {
      text = String(decoding: try encoder.encode(value), as: UTF8.self)
    } catch {
      // Only a NaN or an infinity fails to encode, and the simulation makes neither.
      fatalError("the replay's data does not encode as JSON: \(error)")
    }
    guard text.unicodeScalars.contains(where: Self.escaped.contains) else { return text }
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      guard Self.escaped.contains(scalar) else {
        escaped.unicodeScalars.append(scalar)
        continue
      }
      let hex = String(scalar.value, radix: 16)
      escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
    return escaped
  }

  /// What a string in the data never holds as itself: what could end its script element, and the
  /// two line separators older JavaScript reads as line breaks.
  private static let escaped: Set<Unicode.Scalar> = ["<", ">", "&", "\u{2028}", "\u{2029}"]

  /// A number of pixels to a hundredth, as the SVG writes it.
  private static func pixels(_ value: Double) -> Double {
    (value * 100).rounded() / 100 + 0
  }
}
