import Foundation
import Shared

/// How much of the built-in scenarios and devices the exhaustive tests sweep: every one when
/// `SWEEP=all` (as `.ci/run` runs them), else a share for each variant, turned so that the nine
/// variants together still meet every scenario and every device.
nonisolated enum Sweep {
  /// Whether `SWEEP=all` asks for every scenario and device.
  static var isExhaustive: Bool {
    ProcessInfo.processInfo.environment["SWEEP"] == "all"
  }

  /// The built-in scenarios `variant` is swept through: all of them, or three, a different three
  /// for each variant (27 turns for 22 scenarios).
  static func scenarios(for variant: Variant) -> [BuiltInScenario] {
    share(of: BuiltInScenario.allCases, count: 3, for: variant)
  }

  /// The devices `variant` is swept on: all of them, or one, a different one for each variant.
  static func devices(for variant: Variant) -> [Device] {
    share(of: Device.allCases, count: 1, for: variant)
  }

  private static func share<Element>(of all: [Element], count: Int, for variant: Variant)
    -> [Element]
  {
    guard !isExhaustive else { return all }
    let turn = Variant.allCases.firstIndex(of: variant)! * count
    return (turn..<turn + count).map { all[$0 % all.count] }
  }
}
