import SimulatedIOS
import SimulatedUIKit

/// Renders `MATRIX.md`: one Markdown table per built-in scenario, variants as rows, device and iOS
/// version as columns, each cell the verdict and the largest mismatch in points.
///
/// ```text
/// | variant | 4S·5 | 4S·6 | …
/// | KeyboardSchmeeboard | slivers 9.4 | slivers 9.4 | …
/// ```
public enum MatrixDocument {
  /// The document for `variants`, in the order given, each with its `VariantMatrix` cells.
  public static func render(_ variants: [(name: String, cells: [VariantMatrix.Cell])])
    -> String
  {
    let columns = Device.allCases.map { "\($0.specification.shortName) = \($0.displayName)" }
    var lines = [
      "# The behaviour matrix",
      "",
      "Every variant, every built-in scenario, every device and iOS version the simulation models:",
      "the verdict, and the largest mismatch (pink or covered) in points. Generated from the code:",
      "`swift run schmeeboard-generate` writes it. Verdicts are defined in the",
      "README; the rules behind them in `Shared/SimulatedIOS/System/SystemRules.swift`.",
      "",
      "Columns: " + columns.joined(separator: ", ")
        + "; the number after the dot is the iOS version.",
      "",
      "A cell in italics (`_clean_`) is a what-if: a run the original could not have made, below its",
      "deployment target (the iOS 15 layout guide on iOS 5) or a 32-bit build on iOS 11 or later",
      "(`docs/behaviour-model.md` §2, §9).",
    ]
    lines += tables(variants, era: .posts)
    lines += [
      "", "# The modern era", "",
      "iOS \(MatrixEra.modernReleases), and the devices that shipped with iOS 11 or later: the same",
      "scenarios and hazards on the iPhones without a home button, the iPad Pro, and the posts'",
      "devices on the releases they went on to run (`docs/behaviour-model.md` §9). No cell above",
      "depends on them.",
    ]
    lines += tables(variants, era: .modern)
    return lines.joined(separator: "\n") + "\n"
  }

  /// One table per classic scenario, then the hazards', with the columns of `era`.
  private static func tables(
    _ variants: [(name: String, cells: [VariantMatrix.Cell])], era: MatrixEra
  ) -> [String] {
    var lines: [String] = []
    let targets = RunTarget.modelled.filter { MatrixEra($0) == era }
    for scenario in BuiltInScenario.classic {
      lines += ["", "## \(scenario.rawValue)", "", scenario.scenario.summary, ""]
      lines.append(
        "| variant | " + targets.map(columnName).joined(separator: " | ") + " |")
      lines.append("|---|" + targets.map { _ in "---|" }.joined())
      for variant in variants {
        let row = variant.cells.filter { $0.scenario == scenario }
        let texts = targets.map { target in row.first { $0.target == target }.map(text) ?? "?" }
        lines.append("| \(variant.name) | " + texts.joined(separator: " | ") + " |")
      }
    }
    lines += hazardTables(variants, era: era)
    return lines
  }

  /// The hazards' heading in `era`.
  private static func hazardsHeading(_ era: MatrixEra) -> String {
    era == .modern ? "# Hazards in the modern era" : "# Hazards"
  }

  /// The hazards: one table per hazard scenario, with only the devices and iOS releases of `era`
  /// where every step of it applies; none for a hazard with none there.
  private static func hazardTables(
    _ variants: [(name: String, cells: [VariantMatrix.Cell])], era: MatrixEra
  )
    -> [String]
  {
    var lines = [
      "", hazardsHeading(era), "",
      "What real devices did that the samples never tried (`docs/scenario-format.md`, hazards;",
      "the rules in `Shared/SimulatedIOS/System/SystemRules+Hazards.swift`). Each table has only the devices and",
      "iOS releases where every step applies; `n/a` marks where it does not for the iPhone an",
      "iPhone-only app believes it is on (no undocking, Split View or iPad 8.3 for it).",
    ]
    for scenario in BuiltInScenario.hazards {
      let targets = VariantMatrix.targets(for: scenario).filter { MatrixEra($0) == era }
      guard !targets.isEmpty else { continue }
      lines += ["", "## \(scenario.rawValue)", "", scenario.scenario.summary, ""]
      lines.append(
        "| variant | "
          + targets.map(columnName).joined(separator: " | ") + " |")
      lines.append("|---|" + targets.map { _ in "---|" }.joined())
      for variant in variants {
        let texts = targets.map { target in
          variant.cells.first { $0.scenario == scenario && $0.target == target }.map(text) ?? "n/a"
        }
        lines.append("| \(variant.name) | " + texts.joined(separator: " | ") + " |")
      }
    }
    return lines
  }

  /// The verdict and the largest mismatch, in italics for a what-if: `_slivers 9.4_`.
  private static func text(_ cell: VariantMatrix.Cell) -> String {
    let mismatch = NumberFormat.points(cell.largestMismatch)
    let text =
      mismatch == "0" || cell.verdict == .notApplicable
      ? cell.verdict.rawValue : "\(cell.verdict.rawValue) \(mismatch)"
    return cell.whatIf == nil ? text : "_\(text)_"
  }

  /// A column's heading: the device's short name and the release, `7·10`, `Air2·8.3`.
  private static func columnName(_ target: RunTarget) -> String {
    "\(target.device.specification.shortName)·\(target.release)"
  }
}
