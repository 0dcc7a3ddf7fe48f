import Foundation
import SchmeeboardCommandLine
import SchmeeboardLab
import SchmeeboardVariants
import SimulatedIOS
import SimulatedUIKit

/// How much of the built-in scenarios, devices and matrix rows the exhaustive tests sweep: every
/// one when `SWEEP=all` (as `.ci/run` runs them), else a share, so that `swift test` stays a quick
/// loop: for each built-in variant a share of the scenarios and devices, turned so that together
/// they still meet every scenario and every device, and the matrix of two variants.
public enum Sweep {
  /// Whether `SWEEP=all` asks for every scenario and device.
  public static var isExhaustive: Bool {
    ProcessInfo.processInfo.environment["SWEEP"] == "all"
  }

  /// The built-in scenarios the variant named `variant` is swept through: all of them, or as few
  /// as let the variants together meet every scenario, different ones for each variant.
  public static func scenarios(for variant: String) -> [BuiltInScenario] {
    share(of: BuiltInScenario.allCases, for: variant)
  }

  /// The devices the variant named `variant` is swept on: all of them, or as few as let the
  /// variants together meet every device (one each while there are no more devices than variants),
  /// different ones for each variant.
  public static func devices(for variant: String) -> [Device] {
    share(of: Device.allCases, for: variant)
  }

  /// The variants whose whole matrix the tests run (their rows of `MATRIX.md`, their
  /// `--matrix`): every one of `variants` when `SWEEP=all`, else the first and the last, the
  /// oldest sample and the newest technique. The other rows are `.ci/run`'s sweep.
  public static func matrixShare<Variant>(of variants: [Variant]) -> [Variant] {
    guard !isExhaustive, let first = variants.first, let last = variants.last, variants.count > 2
    else { return variants }
    return [first, last]
  }

  /// Every one of `cases` with `SWEEP=all`; else, of each run of cases alike by `key` (the
  /// targets of one scenario), one in `stride` and at least one, from a place that moves on by
  /// one from a run to the next, so that the runs meet different targets.
  public static func oneIn<Case, Key: Equatable>(
    _ stride: Int, of cases: [Case], eachRunBy key: (Case) -> Key
  ) -> [Case] {
    guard !isExhaustive else { return cases }
    var share: [Case] = []
    var start = cases.startIndex
    var run = 0
    while start < cases.endIndex {
      let end = cases[start...].firstIndex { key($0) != key(cases[start]) } ?? cases.endIndex
      let first = start + run % min(stride, end - start)
      share += Swift.stride(from: first, to: end, by: stride).map { cases[$0] }
      start = end
      run += 1
    }
    return share
  }

  /// As few elements of `all` as let the variants together meet every one, from the variant's
  /// turn on, the variants taking their turns in `BuiltInVariants.all`'s order.
  private static func share<Element>(of all: [Element], for variant: String) -> [Element] {
    guard !isExhaustive else { return all }
    let count = (all.count + BuiltInVariants.all.count - 1) / BuiltInVariants.all.count
    guard let index = BuiltInVariants.all.firstIndex(where: { $0.info.name == variant }) else {
      preconditionFailure("\(variant) is not a built-in variant")
    }
    let turn = index * count
    return (turn..<turn + count).map { all[$0 % all.count] }
  }
}
