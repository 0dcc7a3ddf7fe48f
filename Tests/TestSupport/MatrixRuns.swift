import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedUIKit

/// The runs of `MATRIX.md`'s rows (the classic scenarios' and the hazards'), every run side by
/// side on every core: the tests' share of them (`MatrixCells`), and all of them for the files
/// `swift run schmeeboard-generate` writes from the matrix (`MATRIX.md`, the rankings).
public enum MatrixRuns {
  /// A run of the matrix: its cell, and where asked the timeline's text.
  public struct Run: Sendable {
    public var cell: VariantMatrix.Cell
    public var text: String?
  }

  /// The rows of `variants`, in their order, each with its runs; each run's text too when
  /// `keepingText`.
  public static func rows(of variants: [BuiltInVariant], keepingText: Bool)
    -> [(variant: BuiltInVariant, runs: [Run])]
  {
    let runs = variants.map { variant in
      VariantMatrix.classicRuns + VariantMatrix.hazardRuns(family: variant.info.deviceFamily)
    }
    let all = zip(variants, runs).flatMap { variant, runs in runs.map { (variant, $0) } }
    let made = Parallel.map(all.count) { index in
      let (variant, run) = all[index]
      let timeline = variant.timeline(run.scenario.scenario, on: run.target)
      return Run(
        cell: VariantMatrix.Cell(run, timeline),
        text: keepingText ? TextRenderer().render(timeline) : nil)
    }
    var rest = made[...]
    return zip(variants, runs).map { variant, runs in
      defer { rest = rest.dropFirst(runs.count) }
      return (variant, Array(rest.prefix(runs.count)))
    }
  }

  /// Every variant's row of `MATRIX.md`, made once.
  public static let every = rows(of: BuiltInVariant.all, keepingText: false)

  /// Every variant's row of `MATRIX.md`, by the variant's name.
  public static let all: [(name: String, cells: [VariantMatrix.Cell])] = every.map { row in
    (row.variant.rawValue, row.runs.map(\.cell))
  }

  /// `MATRIX.md`, every variant's row.
  public static var matrixFile: GeneratedFile {
    GeneratedFile(path: "MATRIX.md") { MatrixDocument.render(all) }
  }
}
