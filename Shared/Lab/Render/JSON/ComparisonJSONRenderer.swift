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
  struct Document: Codable {
    var device: String
    var os: Int
    /// The point release, as a timeline's header spells it; absent for a major version.
    var osMinor: Int?
    var scenario: String
    var summary: [Row]
    var timelines: [Timeline]
  }

  /// Creates a renderer; it has no options.
  public init() {}

  /// The document, pretty-printed with sorted keys, ending in a newline; `timelines` are the
  /// runs' whole timelines, in the comparison's order (a compared run keeps only what the other
  /// formats show of its own).
  public func render(_ comparison: Comparison, timelines: [Timeline]) -> String {
    var text = ""
    write(comparison, to: &text) { timelines[$0] }
    return text
  }

  /// Writes `render` to `output`, asking `timeline` for each run's whole timeline by its index in
  /// the comparison only when it is its turn, and writing it an entry and a sample at a time: a
  /// caller that makes each timeline then holds one at a time, never the whole document.
  public func write(
    _ comparison: Comparison, to output: inout some TextOutputStream,
    timeline: (Int) -> Timeline
  ) {
    let header = comparison.runs.first?.header
    let skeleton = JSONRenderer.encode(
      Document(
        device: header?.device.displayName ?? "", os: header?.release.major ?? 0,
        osMinor: header.flatMap { $0.release.minor == 0 ? nil : $0.release.minor },
        scenario: header?.scenario ?? "",
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
    // `timelines` is the last key, sorted.
    guard let key = skeleton.firstRange(of: "\n  \"timelines\" : "), !comparison.runs.isEmpty
    else {
      output.write(skeleton)
      return
    }
    output.write(String(skeleton[..<key.upperBound]) + "[\n")
    for index in comparison.runs.indices {
      if index > 0 { output.write(",\n") }
      output.write("    ")
      JSONRenderer.write(timeline(index), indent: "    ", to: &output)
    }
    output.write("\n  ]\n}\n")
  }
}
