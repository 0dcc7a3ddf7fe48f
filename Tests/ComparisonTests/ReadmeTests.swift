import Foundation
import TestSupport
import Testing

/// The README's examples are real output: each `console` block's command, run again, prints what
/// the block shows. `RECORD=1 swift test` pastes what each prints now.
@Suite struct ReadmeTests {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `(command, output)` of every ```console block of the README.
  static func examples() throws -> [(command: String, output: String)] {
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    return readme.components(separatedBy: "```console\n").dropFirst().compactMap { block in
      guard let body = block.components(separatedBy: "```").first, body.hasPrefix("$ ") else {
        return nil
      }
      let lines = body.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
      return (String(lines[0].dropFirst(2)), lines.count > 1 ? String(lines[1]) : "")
    }
  }

  @Test func everyExampleIsWhatTheProgramPrints() throws {
    let examples = try Self.examples()
    #expect(examples.count >= 3)
    var readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    // The executables are built next to the test bundle; `swift run [-q] X` runs them directly
    // here, since a nested `swift run` would wait on this build's lock.
    let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
    for example in examples {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      let command = example.command.replacingOccurrences(of: "swift run -q ", with: "swift run ")
        .replacingOccurrences(of: "swift run ", with: binaries + "/")
      process.arguments = ["-c", command]
      process.currentDirectoryURL = Self.root
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      if Recording.isOn {
        readme = readme.replacingOccurrences(
          of: "```console\n$ \(example.command)\n\(example.output)```",
          with: "```console\n$ \(example.command)\n\(output)```")
        continue
      }
      #expect(
        output == example.output,
        "`\(example.command)`:\n\(lineDifference(from: example.output, to: output))")
    }
    if Recording.isOn {
      try readme.write(
        to: Self.root.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    }
  }
}
