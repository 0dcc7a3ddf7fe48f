import Foundation
import SchmeeboardCommandLine
import SchmeeboardLab
import SchmeeboardVariants
import SimulatedUIKit

/// How much of the built-in scenarios and devices the exhaustive tests sweep: every one when
/// `SWEEP=all` (as `.ci/run` runs them), else a share for each built-in variant, turned so
/// that together they still meet every scenario and every device.
public enum Sweep {
  /// Whether `SWEEP=all` asks for every scenario and device.
  public static var isExhaustive: Bool {
    ProcessInfo.processInfo.environment["SWEEP"] == "all"
  }

  /// The built-in scenarios the variant named `variant` is swept through: all of them, or three,
  /// a different three for each variant (three turns a variant for 22 scenarios).
  public static func scenarios(for variant: String) -> [BuiltInScenario] {
    share(of: BuiltInScenario.allCases, count: 3, for: variant)
  }

  /// The devices the variant named `variant` is swept on: all of them, or as few as let the
  /// variants together meet every device (one each while there are no more devices than variants),
  /// different ones for each variant.
  public static func devices(for variant: String) -> [Device] {
    let variants = BuiltInVariants.all.count
    let count = (Device.allCases.count + variants - 1) / variants
    return share(of: Device.allCases, count: count, for: variant)
  }

  /// `count` elements of `all` from the variant's turn on, the variants taking their turns in
  /// `BuiltInVariants.all`'s order.
  private static func share<Element>(of all: [Element], count: Int, for variant: String)
    -> [Element]
  {
    guard !isExhaustive else { return all }
    guard let index = BuiltInVariants.all.firstIndex(where: { $0.info.name == variant }) else {
      preconditionFailure("\(variant) is not a built-in variant")
    }
    let turn = index * count
    return (turn..<turn + count).map { all[$0 % all.count] }
  }
}
