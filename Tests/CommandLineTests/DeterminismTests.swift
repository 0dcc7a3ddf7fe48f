import Foundation
import TestSupport
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedUIKit

/// The same command prints the same bytes, in every format, for the built-in scenarios on every
/// variant: twice in one process (no state survives a run) and in another process (no hash seed
/// or other per-process chance reaches the output). Every scenario on every variant with
/// `SWEEP=all` (`.ci/run`); otherwise a share on each, all of them among the variants (`Sweep`),
/// and another process for two variants.
@Suite struct DeterminismTests {
  /// The swept built-in scenarios in every format, on the variant's default device and iOS
  /// version.
  static func everyOutput(of variant: BuiltInVariant) throws -> String {
    try Sweep.scenarios(for: variant.rawValue).flatMap { builtIn in
      try OutputFormat.allCases.map { format in
        try variant.output([]) {
          $0.scenario = builtIn.rawValue
          $0.format = format.rawValue
        }
      }
    }.joined()
  }

  /// Three runs: one, a second in the same process, and a third in a child process (its own
  /// hash seed), each compared with the first; the child's for the variants of
  /// `Sweep.matrixShare`, every variant's with `SWEEP=all`.
  @Test(arguments: BuiltInVariant.all)
  func everyRunPrintsTheSameBytesInThisProcessAndAnother(variant: BuiltInVariant) async throws {
    let first = try Self.everyOutput(of: variant)
    #expect(try Self.everyOutput(of: variant) == first, "a second run in this process differs")
    guard Sweep.matrixShare(of: BuiltInVariant.all).contains(variant) else { return }
    let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      [variant = variant as BuiltInVariant] in
      let output = try Self.everyOutput(of: variant)
      FileHandle.standardOutput.write(Data(output.utf8))
    }
    #expect(
      try #require(result).standardOutputContent == Array(first.utf8),
      "a run in another process differs")
  }
}
