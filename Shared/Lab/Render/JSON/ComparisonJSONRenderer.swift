import SimulatedIOS
import SimulatedUIKit

/// Renders a comparison as one JSON document: what was run, a summary row per variant, and each
/// variant's whole timeline as `--format json` prints it (`docs/json-schema.md`).
public struct ComparisonJSONRenderer: Sendable {
  /// One variant's row of the summary.
  struct Row: Codable {
    var variant: String
    var shortName: String
    var verdict: Verdict
    var reason: VerdictReason
    var largestPink: Double
    var largestPinkTime: Double?
    var largestCover: Double
    var largestCoverTime: Double?
    var restGap: Double
    /// `nil` for the first variant, and for one whose timeline is the first one's.
    var partsFromFirst: Comparison.Parting?
    /// The run's what-if note (its header's `deploymentNote`); absent for a run the original could
    /// have made.
    var whatIf: String?
  }

  /// The document.
  struct Document: Encodable {
    /// The runs' target, written as a timeline's header writes it (`RunTarget`); absent for a
    /// comparison of no runs, which no command makes.
    var target: RunTarget?
    var scenario: String
    var summary: [Row]
    var timelines: [Timeline]

    private enum CodingKeys: String, CodingKey {
      case device, os, osMinor, scenario, summary, timelines
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try target?.encode(to: &container, device: .device, os: .os, osMinor: .osMinor)
      try container.encode(scenario, forKey: .scenario)
      try container.encode(summary, forKey: .summary)
      try container.encode(timelines, forKey: .timelines)
    }
  }

  /// Creates a renderer; it has no options.
  public init() {}

  /// The document, pretty-printed with sorted keys, ending in a newline; `timelines` are the
  /// runs' whole timelines, in the comparison's order (a compared run keeps only what the other
  /// formats show of its own).
  public func render(_ comparison: Comparison, timelines: [Timeline]) -> String {
    var text = ""
    write(
      comparison, nested: timelines.map { JSONRenderer.nested($0, level: 2) }, to: &text)
    return text
  }

  /// Writes `render` to `output`, with each run's whole timeline as `nested` holds it, in the
  /// comparison's order: `JSONRenderer.nested(_:level:)` at level 2, made from each run as it was
  /// made, so that no run is made twice.
  public func write(
    _ comparison: Comparison, nested: [String], to output: inout some TextOutputStream
  ) {
    let header = comparison.runs.first?.header
    var skeleton = PrettyJSONEncoder().encode(
      Document(
        target: header?.target, scenario: header?.scenario ?? "",
        summary: comparison.runs.indices.map { index in
          let run = comparison.runs[index]
          let measurements = run.measurements
          return Row(
            variant: run.variant, shortName: run.shortName, verdict: run.verdict,
            reason: run.reason, largestPink: measurements.largestPink,
            largestPinkTime: measurements.largestPinkTime,
            largestCover: measurements.largestCover,
            largestCoverTime: measurements.largestCoverTime,
            restGap: measurements.restGap, partsFromFirst: comparison.parting(of: index),
            whatIf: run.header.deploymentNote)
        },
        timelines: []))
    skeleton += "\n"
    // `timelines` is the last key, sorted.
    guard let key = skeleton.firstRange(of: "\n  \"timelines\" : "), !comparison.runs.isEmpty
    else {
      output.write(skeleton)
      return
    }
    output.write(String(skeleton[..<key.upperBound]) + "[\n")
    for (index, timeline) in zip(comparison.runs.indices, nested) {
      if index > 0 { output.write(",\n") }
      output.write("    ")
      output.write(timeline)
    }
    output.write("\n  ]\n}\n")
  }
}
