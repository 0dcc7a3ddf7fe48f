import SimulatedIOS
import SimulatedUIKit

/// Renders a timeline as JSON for programs: the whole timeline (every event and every 60 Hz
/// sample), the measurements and the verdict.
///
/// The schema is `docs/json-schema.md`. Keys are sorted, numbers are rounded as the text output
/// rounds them, and the output decodes back into `Timeline`; decoding and rendering again gives
/// the same bytes. The entries and the samples, a long run's hundreds of thousands, are written
/// one at a time, so that the document is never whole in memory: a 10,000-step script's runs to
/// gigabytes.
///
/// ```json
/// {
///   "entries" : [
///     {
///       "depth" : 0,
///       "event" : {
///         "kind" : "step",
///         "text" : "tap text-field"
///       },
///       "time" : 0
///     },
/// ```
public struct JSONRenderer: Sendable {
  /// Creates a renderer; it has no options.
  public init() {}

  /// The whole timeline as pretty-printed JSON with sorted keys and rounded numbers, ending in a
  /// newline.
  public func render(_ timeline: Timeline) -> String {
    var text = ""
    write(timeline, to: &text)
    return text
  }

  /// Writes `render(timeline)` to `output` an entry and a sample at a time.
  public func write(_ timeline: Timeline, to output: inout some TextOutputStream) {
    var bytes: [UInt8] = []
    Self.write(timeline, level: 0, through: &bytes, to: &output)
    bytes.append(UInt8(ascii: "\n"))
    Self.handOn(&bytes, to: &output)
  }

  /// `timeline` as `write(_:level:through:to:)` writes it `level` levels into another document,
  /// whole: what a comparison's document keeps of each run from when it is made until its turn
  /// to be written (`ComparisonJSONRenderer`), since its summary, which comes first, needs them all.
  public static func nested(_ timeline: Timeline, level: Int) -> String {
    var text = ""
    var bytes: [UInt8] = []
    write(timeline, level: level, through: &bytes, to: &text)
    handOn(&bytes, to: &text)
    return text
  }

  /// Writes `timeline` as a document set `level` levels into another (its first line's indent
  /// already written, every line after it indented, blank ones too), without a newline after
  /// its closing brace, through `bytes`, which are
  /// handed on to `output` whenever they pass a chunk (what is left is the caller's to hand on):
  /// everything but the entries and the samples encoded at once, then each of those, rounded and
  /// encoded alone, in its place.
  static func write(
    _ timeline: Timeline, level: Int, through bytes: inout [UInt8],
    to output: inout some TextOutputStream
  ) {
    var skeleton = timeline
    skeleton.entries = []
    skeleton.samples = []
    skeleton.round()
    let encoder = PrettyJSONEncoder()
    var text: [UInt8] = []
    encoder.append(skeleton, level: level, margin: level, to: &text)
    let indent = Array(repeating: UInt8(ascii: " "), count: 2 * (level + 1))
    let margin = indent.dropLast(2)
    // Keys are sorted: `entries` comes before `samples`. Each is an empty array in the skeleton,
    // its brackets around an empty line (which has the margin).
    var rest = text[...]
    for key in ["entries", "samples"] {
      let member = Array("\n".utf8) + indent + Array("\"\(key)\" : ".utf8)
      let empty = Array("[\n".utf8) + margin + Array("\n".utf8) + indent + [UInt8(ascii: "]")]
      guard let start = rest.firstRange(of: member),
        rest[start.upperBound...].starts(with: empty)
      else { fatalError("JSONRenderer: no empty \(key) in the skeleton") }
      bytes += rest[..<start.upperBound]
      rest = rest[(start.upperBound + empty.count)...]
      if key == "entries" {
        writeArray(
          timeline.entries, rounded: { $0.rounded() }, level: level + 1, margin: level,
          with: encoder, through: &bytes, to: &output)
      } else {
        writeArray(
          timeline.samples, rounded: { $0.rounded() }, level: level + 1, margin: level,
          with: encoder, through: &bytes, to: &output)
      }
    }
    bytes += rest
  }

  /// How many bytes are held before they are handed on.
  private static let chunk = 1 << 16

  /// Writes `elements` as an array nested `level` deep in a document set `margin` levels in, each
  /// `rounded` and encoded alone, through `bytes`; an empty one as its brackets around an empty
  /// line, as `JSONEncoder` writes it.
  private static func writeArray<Element: Encodable>(
    _ elements: [Element], rounded: (Element) -> Element, level: Int, margin: Int,
    with encoder: PrettyJSONEncoder, through bytes: inout [UInt8],
    to output: inout some TextOutputStream
  ) {
    let indent = Array(repeating: UInt8(ascii: " "), count: 2 * level)
    bytes += "[\n".utf8
    for (index, element) in elements.enumerated() {
      if index > 0 { bytes += ",\n".utf8 }
      bytes += indent
      bytes += "  ".utf8
      encoder.append(rounded(element), level: level + 1, margin: margin, to: &bytes)
      if bytes.count >= chunk { handOn(&bytes, to: &output) }
    }
    if elements.isEmpty { bytes += repeatElement(UInt8(ascii: " "), count: 2 * margin) }
    bytes += "\n".utf8
    bytes += indent
    bytes += "]".utf8
  }

  /// Writes `bytes` to `output` and empties them.
  static func handOn(_ bytes: inout [UInt8], to output: inout some TextOutputStream) {
    output.write(String(decoding: bytes, as: UTF8.self))
    bytes.removeAll(keepingCapacity: true)
  }
}
