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
/// the same bytes.
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
    Self.encode(timeline.rounded())
  }

  /// `value` pretty-printed with sorted keys, ending in a newline.
  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    } catch {
      // Only a NaN or an infinity fails to encode, and the simulation makes neither.
      preconditionFailure("timeline does not encode as JSON: \(error)")
    }
  }
}
