import Foundation
import Shared
import Testing

/// The same command prints the same bytes, text and JSON, for every built-in scenario on every
/// variant: twice in one process (no state survives a run) and in two processes (no hash seed or
/// other per-process chance reaches the output).
@MainActor @Suite struct DeterminismTests {
  /// Every built-in scenario in both formats, on the variant's default device and iOS version.
  static func everyOutput(of variant: Variant) throws -> String {
    try BuiltInScenario.allCases.flatMap { builtIn in
      try OutputFormat.allCases.map { format in
        try variant.output(["--scenario", builtIn.rawValue, "--format", format.rawValue])
      }
    }.joined()
  }

  @Test(arguments: Variant.allCases)
  func twoRunsInOneProcessPrintTheSameBytes(variant: Variant) throws {
    #expect(try Self.everyOutput(of: variant) == Self.everyOutput(of: variant))
  }

  @Test(arguments: Variant.allCases)
  func twoProcessesPrintTheSameBytes(variant: Variant) async throws {
    var outputs: [[UInt8]] = []
    for _ in 1...2 {
      let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
        [variant = variant as Variant] in
        let output = try await MainActor.run { try Self.everyOutput(of: variant) }
        FileHandle.standardOutput.write(Data(output.utf8))
      }
      outputs.append(try #require(result).standardOutputContent)
    }
    #expect(outputs[0] == outputs[1])
    #expect(outputs[0] == Array(try Self.everyOutput(of: variant).utf8))
  }
}
