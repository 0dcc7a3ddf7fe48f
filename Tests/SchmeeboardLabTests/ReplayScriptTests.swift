import Foundation
import Testing

@testable import SchmeeboardLab

/// The replay's script is a file of its own, `Shared/Lab/Render/Replay/ReplayScript.js`, compiled
/// into the lab as its bytes (`.embedInCode`): `ReplayScript.source` is the file, and the page
/// writes it whole.
@Suite struct ReplayScriptTests {
  private static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Shared/Lab/Render/Replay/ReplayScript.js")

  @Test func theStringIsTheScriptFile() throws {
    let script = try String(contentsOf: Self.script, encoding: .utf8)
    #expect(script.hasSuffix("\n"))
    #expect(ReplayScript.source == script)
  }
}
