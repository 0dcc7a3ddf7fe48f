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
    let text = encoded(skeleton)
    // Keys are sorted: `entries` is followed by `header`, `samples` by `schemaVersion`.
    var rest = text[...]
    for (key, next, count) in [
      ("entries", "header", timeline.entries.count), ("samples", "schemaVersion", timeline.samples.count),
    ] {
      guard let start = rest.firstRange(of: "\n  \"\(key)\" : "),
        let end = rest[start.upperBound...].firstRange(of: ",\n  \"\(next)\" : ")
      else { preconditionFailure("JSONRenderer: no \(key) before \(next)") }
      writeIndented(rest[..<start.upperBound], indent, to: &output)
      if count == 0 {
        writeIndented(rest[start.upperBound..<end.lowerBound], indent, to: &output)
      } else if key == "entries" {
        writeArray(timeline.entries.lazy.map { $0.rounded() }, indent: indent, to: &output)
      } else {
        writeArray(timeline.samples.lazy.map { $0.rounded() }, indent: indent, to: &output)
      }
      rest = rest[end.lowerBound...]
    }
    writeIndented(rest, indent, to: &output)
  }

  /// Writes `elements` as the value of a top-level key of a document nested `indent` deep.
  private static func writeArray(
    _ elements: some Sequence<some Encodable>, indent: String,
    to output: inout some TextOutputStream
  ) {
    let inner = indent + "    "
    output.write("[\n")
    var first = true
    for element in elements {
      if !first { output.write(",\n") }
      first = false
      output.write(inner)
      writeIndented(encoded(element)[...], inner, to: &output)
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
    encoded(value) + "\n"
  }

  /// `value` pretty-printed with sorted keys.
  private static func encoded(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self)
    } catch {
      // Only a NaN or an infinity fails to encode, and the simulation makes neither.
      preconditionFailure("timeline does not encode as JSON: \(error)")
    }
  }
}
