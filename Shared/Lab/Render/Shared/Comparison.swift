import SimulatedUIKit

/// Runs of several variants on the same device, iOS version and scenario, side by side.
///
/// The first run is the one the others are compared with: the variant `--compare` was given to.
public struct Comparison: Sendable {
  /// Where a run's timeline first parts from the first run's.
  public struct Parting: Equatable, Codable, Sendable {
    /// The time of the first line that differs, in virtual seconds.
    public var time: Double
    /// That line's number in the run's own text timeline (`swift run <variant>` with the same
    /// options), counting from 1.
    public var line: Int
    /// That line, as the run's text timeline prints it; empty when the run has no line there
    /// (it ends before the first run's does).
    public var text: String
  }

  /// The runs, the first one first.
  public var runs: [ComparedRun]

  /// Compares `runs`; the first is the one the others are compared with.
  public init(runs: [ComparedRun]) {
    self.runs = runs
  }

  /// `CorrectedSchmeeboard2 and CorrectedSchmeeboard3 on iPhone 7, iOS 10, scenario rotate`; with
  /// more variants `A, B, C and D on …`, in short names when the full ones would pass 100 columns.
  public var title: String {
    guard let header = runs.first?.header else { return "" }
    func list(_ names: [String]) -> String {
      names.count > 2
        ? names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        : names.joined(separator: " and ")
    }
    let place = " on \(header.target), scenario \(header.scenario)"
    let full = list(runs.map(\.variant)) + place
    return full.count <= ComparisonTextRenderer.width ? full : list(runs.map(\.shortName)) + place
  }

  /// Where run `index` first parts from the first run; `nil` for the first run, and for a run
  /// whose timeline is the first one's line for line. The lines compared are the text output's,
  /// with its default samples.
  public func parting(of index: Int) -> Parting? {
    guard index > 0, let first = runs.first else { return nil }
    let run = runs[index]
    guard let parting = first.lines.parting(of: run.lines) else { return nil }
    return Parting(
      time: parting.time, line: TextRenderer().headLines(run.header).count + parting.index + 1,
      text: parting.text?.eventText ?? "")
  }
}

extension String {
  /// A text timeline's line without its timestamp and indentation.
  fileprivate var eventText: String {
    String(dropFirst(NumberFormat.timestamp(0).count).drop { $0 == " " })
  }
}
