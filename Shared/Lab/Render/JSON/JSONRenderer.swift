import SimulatedUIKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
    Self.write(timeline, indent: "", to: &output)
    output.write("\n")
  }

  /// Writes `timeline` as the value of a document nested `indent` deep (its first line's indent
  /// already written), without a newline after its closing brace: everything but the entries and
  /// the samples encoded at once, then each of those, rounded and encoded alone, in its place.
  static func write(
    _ timeline: Timeline, indent: String, to output: inout some TextOutputStream
  ) {
    var skeleton = timeline
    skeleton.entries = []
    skeleton.samples = []
    skeleton.round()
    let text = encoded(skeleton, with: makeEncoder())
    // Keys are sorted: `entries` is followed by `header`, `samples` by `schemaVersion`.
    var rest = text[...]
    for (key, next, count) in [
      ("entries", "header", timeline.entries.count),
      ("samples", "schemaVersion", timeline.samples.count),
    ] {
      guard let start = rest.firstRange(of: "\n  \"\(key)\" : "),
        let end = rest[start.upperBound...].firstRange(of: ",\n  \"\(next)\" : ")
      else { preconditionFailure("JSONRenderer: no \(key) before \(next)") }
      writeIndented(rest[..<start.upperBound], indent, to: &output)
      if count == 0 {
        writeIndented(rest[start.upperBound..<end.lowerBound], indent, to: &output)
      } else if key == "entries" {
        writeArray(timeline.entries, rounded: { $0.rounded() }, indent: indent, to: &output)
      } else {
        writeArray(timeline.samples, rounded: { $0.rounded() }, indent: indent, to: &output)
      }
      rest = rest[end.lowerBound...]
    }
    writeIndented(rest, indent, to: &output)
  }

  /// How many elements of an array are encoded at once: enough that the encoder's own cost per
  /// call is small beside theirs, few enough that the piece stays a few hundred kilobytes.
  private static let batch = 512

  /// Writes `elements` as the value of a top-level key of a document nested `indent` deep, each
  /// `rounded`, encoded a batch at a time as the arrays they are part of, their brackets left out.
  private static func writeArray<Element: Encodable>(
    _ elements: [Element], rounded: (Element) -> Element, indent: String,
    to output: inout some TextOutputStream
  ) {
    let encoder = makeEncoder()
    output.write("[")
    for start in stride(from: 0, to: elements.count, by: batch) {
      let batch = elements[start..<min(start + batch, elements.count)].map(rounded)
      // `[\n  {…},\n  {…}\n]`: each element two spaces in, as deep as in the document less
      // the two levels of the document and its key.
      let text = encoded(batch, with: encoder)
      let body = text.dropFirst(2).dropLast(2)
      output.write(start == 0 ? "\n" : ",\n")
      output.write(indent + "  ")
      writeIndented(body, indent + "  ", to: &output)
    }
    output.write("\n" + indent + "  ]")
  }

  /// Writes `text` with `indent` after each of its line breaks.
  static func writeIndented(
    _ text: Substring, _ indent: String, to output: inout some TextOutputStream
  ) {
    guard !indent.isEmpty else {
      output.write(String(text))
      return
    }
    output.write(String(text.replacing("\n", with: "\n" + indent)))
  }

  /// `value` pretty-printed with sorted keys, ending in a newline.
  static func encode(_ value: some Encodable) -> String {
    encoded(value, with: makeEncoder()) + "\n"
  }

  /// The encoder of every document: pretty-printed, sorted keys, slashes as they are.
  private static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// `value` pretty-printed by `encoder`.
  private static func encoded(_ value: some Encodable, with encoder: JSONEncoder) -> String {
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self)
    } catch {
      // Only a NaN or an infinity fails to encode, and the simulation makes neither.
      preconditionFailure("timeline does not encode as JSON: \(error)")
    }
  }
}
