import Foundation
import TestSupport
import Testing

/// The examples of the README and of the marked pages of `docs/` (`ShellExamplePages`) are real
/// output: each `console` block's command, run again, prints what the block shows.
/// `RECORD=1 swift test` pastes what each prints now.
@Suite struct ReadmeTests {
  private static let root = ShellExamplePages.root()

  /// `(command, output)` of every ```console block of `page`, a path from the root.
  static func examples(in page: String) throws -> [(command: String, output: String)] {
    let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    return text.components(separatedBy: "```console\n").dropFirst().compactMap { block in
      guard let body = block.components(separatedBy: "```").first, body.hasPrefix("$ ") else {
        return nil
      }
      let lines = body.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
      return (String(lines[0].dropFirst(2)), lines.count > 1 ? String(lines[1]) : "")
    }
  }

  // The README and the marked pages of `docs/`, found by their marker so that a new page is checked
  // too.
  @Test func theCheckedPagesAreTheReadmeAndTheMovedPages() throws {
    #expect(
      try ShellExamplePages.paths() == [
        "README.md", "docs/command-line.md", "docs/comparing.md", "docs/reading-a-run.md",
        "docs/variants.md",
      ])
  }

  @Test(arguments: try ShellExamplePages.paths())
  func everyExampleIsWhatTheProgramPrints(page: String) throws {
    let examples = try Self.examples(in: page)
    #expect(examples.count >= 1, "\(page) has no console block")
    let url = Self.root.appendingPathComponent(page)
    // Each block as the page has it and as the program prints it now, when recording.
    var recorded: [(block: String, recorded: String)] = []
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
        recorded.append(
          (
            "```console\n$ \(example.command)\n\(example.output)```",
            "```console\n$ \(example.command)\n\(output)```"
          ))
        continue
      }
      #expect(
        output == example.output,
        "\(page): `\(example.command)`:\n\(lineDifference(from: example.output, to: output))")
    }
    if Recording.isOn {
      // Read afresh: the page's generated phrases and rankings are recorded beside this.
      try Recording.rewrite(url) { text in
        recorded.reduce(text) { $0.replacingOccurrences(of: $1.block, with: $1.recorded) }
      }
    }
  }
}
