import Foundation
import TestSupport
import Testing

@testable import SchmeeboardLab

/// The replay's script is a file of its own, `Shared/Lab/Render/Replay/ReplayScript.js`, and
/// `ReplayScript.swift` holds it as a string: the executables load no resource, since a bundle's
/// resources need full Foundation, which they do not load (`.ci/run` checks it with `ldd`), and a
/// build-tool plugin would add a build of its own to every first build. The string is generated
/// from the file: after an edit to the script, `RECORD=1 swift test --filter ReplayScriptTests`
/// writes `ReplayScript.swift` again.
@Suite struct ReplayScriptTests {
  private static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Shared/Lab/Render/Replay")
  private static let script = folder.appendingPathComponent("ReplayScript.js")
  private static let swift = folder.appendingPathComponent("ReplayScript.swift")

  /// `ReplayScript.swift` for `script`: its documentation, and the script as a raw string
  /// literal, each line indented by four spaces.
  static func swiftFile(for script: String) -> String {
    let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "" : "    " + $0
    }
    return """
      // Generated from ReplayScript.js by ReplayScriptTests: edit the script, then run
      // `RECORD=1 swift test --filter ReplayScriptTests`.

      /// The page's script (`PageRenderer`): it shows the replay's container, and, when the
      /// page holds a replay's numbers (`Replay.writeData`), plays them. It draws each run's
      /// screen from the shapes `ScreenDrawing` made (`ReplayRun.encode`), keeps the captions,
      /// the charts' cursor, the slider and the time in step, reads the time from the page's
      /// address (`#t=1.117`: the last time of the player not after it; the first for anything
      /// else) and writes it back when the player stops. Left and Right step a frame, Space plays
      /// and pauses.
      enum ReplayScript {
        /// `ReplayScript.js`, ending in a newline.
        static let source = #\"\"\"

      """ + lines.joined(separator: "\n") + "\n    \"\"\"#\n}\n"
  }

  @Test func theStringIsTheScriptFile() throws {
    let script = try String(contentsOf: Self.script, encoding: .utf8)
    #expect(!script.contains("\"\"\"#"), "the script cannot be a raw string literal's text")
    #expect(script.hasSuffix("\n"))
    let generated = Self.swiftFile(for: script)
    if Recording.isOn {
      try generated.write(to: Self.swift, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      try String(contentsOf: Self.swift, encoding: .utf8) == generated,
      "ReplayScript.swift is not ReplayScript.js's: RECORD=1 swift test --filter ReplayScriptTests")
    #expect(ReplayScript.source == script)
  }
}
