import SimulatedIOS
import SimulatedUIKit

/// Renders `--matrix`: one line per built-in scenario, device and iOS version, with the verdict and
/// the largest mismatch, then how many runs got each verdict.
///
/// ```text
/// scenario   device    os  verdict  largest mismatch
/// show-hide  iphone4s  5   clean    0 pt              what-if
/// ```
///
/// Each line's first three columns are the `--scenario`, `--device` and `--os` that re-run it.
public struct MatrixRenderer: Sendable {
  /// The variant: its name, and the deployment target below which runs are marked `what-if`.
  public var info: VariantInfo
  /// The variant's switches, as a run's header prints them.
  public var switches: [RunHeader.Switch]
  /// The rules every run read the other way (`--assume`).
  public var assumptions: [SystemRules.Rule]

  /// Creates a renderer for `info`'s matrix, run with `switches` and `assumptions`.
  public init(
    info: VariantInfo, switches: [RunHeader.Switch], assumptions: [SystemRules.Rule] = []
  ) {
    self.info = info
    self.switches = switches
    self.assumptions = assumptions
  }

  /// The title line, the what-if and switches lines when they apply, one line per cell in the
  /// order given, then the count of each verdict; ends with a newline.
  public func render(_ cells: [VariantMatrix.Cell]) -> String {
    var lines = [
      "\(info.name): every classic built-in scenario on every device and iOS version, \(cells.count) runs"
    ]
    lines += info.whatIfNotes(for: cells.map(\.target.release)).map { "  " + $0 }
    if !switches.isEmpty {
      lines.append("  switches: " + TextRenderer.describe(switches))
    }
    lines += assumptions.map { "  " + TextRenderer.describe($0) }
    lines.append("")
    lines += TextTable.lines(
      [["scenario", "device", "os", "verdict", "largest mismatch"]]
        + cells.map { cell in
          [
            cell.scenario.rawValue, cell.target.device.rawValue, String(cell.target.release.major),
            cell.verdict.rawValue,
            "\(NumberFormat.points(cell.largestMismatch)) pt",
          ] + (isWhatIf(cell) ? ["what-if"] : [])
        })
    lines.append("")
    lines.append(
      Verdict.allCases.map { verdict in
        "\(verdict.rawValue) \(cells.count(where: { $0.verdict == verdict }))"
      }
      .joined(separator: ", "))
    return lines.joined(separator: "\n") + "\n"
  }

  private func isWhatIf(_ cell: VariantMatrix.Cell) -> Bool {
    info.isWhatIf(cell.target.release)
  }
}
