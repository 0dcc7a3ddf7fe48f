import Foundation
import TestSupport

@testable import SchmeeboardUserCode

/// What `schmeeboard` printed and how it ended, run as a user runs it (`swift run schmeeboard …`):
/// the executable beside this test bundle, in the clone's root folder.
struct DriverRun {
  var standardOutput: String
  /// Standard error without the driver's progress lines.
  var standardError: String
  /// The driver's progress lines (`schmeeboard: compiling Mine.swift`), without their prefix.
  var progress: [String]
  var status: Int32

  /// The clone's root folder.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The `schmeeboard` executable beside this test bundle.
  static let executable = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent("schmeeboard")

  /// The rewriter, built before the first launch as the driver builds it for a user's first
  /// controller (`ControllerRewriter`), so that a launch's progress lines are about its own files
  /// on a clone's first `swift test` as on every later one: there, the launch that built it said
  /// so, and failed a test that expects a launch to say nothing. A build that fails is left to the
  /// launches to tell.
  private static let rewriterBuilt: Void = {
    _ = try? ControllerRewriter(lab: LabLocation.current()).executable()
  }()

  /// Runs `schmeeboard` with `arguments` in `folder` (the clone's root unless given), its
  /// standard input the file at `input` where one is given, and `environment` added to this
  /// process's; through `command` when one is given (a command that runs the command line after
  /// it, as `setpriv … schmeeboard …` does, found on `PATH`).
  init(
    _ arguments: [String], in folder: URL = root, input: URL? = nil,
    environment: [String: String] = [:], through command: [String] = []
  ) throws {
    _ = Self.rewriterBuilt
    // Started and reaped by the C library (`ProgramRun`), not Foundation's `Process`, which
    // left each launch idle for some 50 ms after the driver had ended.
    let run = try ProgramRun(
      command.first ?? Self.executable.path,
      command.isEmpty ? arguments : Array(command.dropFirst()) + [Self.executable.path] + arguments,
      in: folder.path, input: input?.path, environment: environment)
    standardOutput = String(decoding: run.standardOutput, as: UTF8.self)
    let errorLines = String(decoding: run.standardError, as: UTF8.self).split(separator: "\n")
    let prefix = "schmeeboard: "
    standardError = errorLines.filter { !$0.hasPrefix(prefix) }.joined(separator: "\n")
    progress = errorLines.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    status = run.status
  }

  /// Runs `schmeeboard --controller` on the example `name` (`Examples/Controllers/<name>.swift`)
  /// with `arguments`.
  static func example(_ name: String, _ arguments: [String]) throws -> DriverRun {
    try DriverRun(["--controller", "Examples/Controllers/\(name).swift"] + arguments)
  }

  /// The tests' folder under the system's temporary folder, one for each checkout (named by its
  /// path, where `swift test` runs), so that the tests of two checkouts run at the same time do not
  /// empty each other's folders.
  static let testsFolder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "schmeeboard-tests/"
      + FileManager.default.currentDirectoryPath.replacingOccurrences(of: "/", with: "%"))

  /// The test's own folder under the system's temporary folder, emptied, with `files` (name,
  /// text) in it. Its path is the same on every run of the test (`file` and `test` name it), as a
  /// user's file stays where it is: the path is part of the rewritten copy that the controller's
  /// library is cached by (its `#sourceLocation`), so that a second `swift test` loads the library
  /// the first compiled, as a user's second run does, where a new folder each time compiled every
  /// controller again.
  static func folder(
    _ files: [(String, String)], file: String = #fileID, test: String = #function
  ) throws -> URL {
    // `UserCodeTests/ControllerDriverTests.swift` and `aTest()`: `ControllerDriverTests.aTest`.
    let suite = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    let folder = testsFolder.appendingPathComponent("\(suite).\(test.prefix { $0 != "(" })")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return folder
  }
}
