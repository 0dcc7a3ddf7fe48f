import Foundation
import TestSupport
import Testing

/// What the driver's help suggests works: the files `schmeeboard --help` names are in the clone
/// and its example runs; the examples of a controller's own `--help` run that controller, from any
/// folder, as written. Each help is read as a terminal wide enough for its lines shows it
/// (argument-parser wraps lines at the terminal's width, `COLUMNS`).
@Suite(.serialized) struct DriverHelpTests {
  @Test func theDriversHelpNamesFilesThatExistAndAnExampleThatRuns() throws {
    let help = try DriverRun(["--help"], environment: ["COLUMNS": "200"])
    #expect(help.status == 0)
    #expect(help.standardError.isEmpty)
    // argument-parser's help of the driver's options, each with its value.
    for option in [
      "--controller <path>", "--class <name>", "--module <name=folder>",
      "--deployment-target <major>", "--run-timeout <seconds>", "-h, --help",
    ] {
      #expect(help.standardOutput.contains("\n  \(option)"), "\(option)")
    }
    let paths = help.standardOutput.split(whereSeparator: \.isWhitespace)
      .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ".,;:()`")) }
      .filter { $0.contains("/") && ($0.hasSuffix(".swift") || $0.hasSuffix(".md")) }
    #expect(paths.count >= 2)
    for path in paths {
      #expect(
        FileManager.default.fileExists(atPath: DriverRun.root.appendingPathComponent(path).path),
        "the help names \(path)")
    }
    let examples = HelpExample.all(in: help.standardOutput, command: "swift run schmeeboard")
    #expect(examples.count == 1)
    for example in examples {
      let run = try DriverRun(example.arguments)
      #expect(run.status == 0, "\(example.line): \(run.standardError)")
      #expect(run.standardOutput.contains("MovedViewController"), "\(example.line)")
    }
  }

  // The help is output as every other: one that cannot be written is 74, in one line.
  @Test func theDriversHelpOnAFullDiskIs74InOneLine() throws {
    let run = try DriverRun(["--help"], through: ["sh", "-c", #"exec "$@" > /dev/full"#, "sh"])
    #expect(run.status == 74)
    #expect(run.standardError == "error: cannot write the output: no space left on the device")
  }

  /// Each example in a folder of its own, where the files one writes with `>` are the ones the
  /// next reads. The two `--matrix` examples (some 400 runs, a process each) run with `SWEEP=all`.
  @Test func aControllersHelpSuggestsCommandsThatRunIt() throws {
    let help = try DriverRun(
      ["--controller", "Examples/Controllers/MovedViewController.swift", "--help"],
      environment: ["COLUMNS": "200"])
    #expect(help.status == 0)
    let examples = HelpExample.all(in: help.standardOutput, command: "swift run schmeeboard")
    #expect(examples.count == 9)
    let folder = try DriverRun.folder([])
    for example in examples where Sweep.isExhaustive || !example.arguments.contains("--matrix") {
      #expect(
        example.arguments.starts(with: [
          "--controller",
          DriverRun.root.appendingPathComponent("Examples/Controllers/MovedViewController.swift")
            .path,
          "--class", "MovedViewController",
        ]), "\(example.line)")
      let run = try DriverRun(
        example.arguments, in: folder,
        input: example.input.map { folder.appendingPathComponent($0) })
      // The moved view glitches in the iOS 10 iPhone's rotation, as every will-hide handler.
      let status: Int32 = example.arguments.contains("--fail-on") ? 1 : 0
      #expect(run.status == status, "\(example.line): \(run.standardError)")
      #expect(!run.standardOutput.isEmpty, "\(example.line)")
      if let name = example.output {
        try run.standardOutput.write(
          to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
      }
    }
  }
}
