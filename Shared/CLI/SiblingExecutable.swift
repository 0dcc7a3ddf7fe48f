#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Another variant's executable in the folder this one was built into, run for its timeline.
///
/// `swift build` builds every variant into one folder (`.build/debug`); `--compare` finds the
/// others there and runs each with `--format json`.
nonisolated struct SiblingExecutable {
  /// The variant's name, which is its executable's file name.
  var name: String
  /// The folder the executables are in.
  var folder: URL

  /// The folder of the running executable (or test bundle), where `swift build` puts the others:
  /// the folder of the path it was started by, or of the first match on `PATH` for a bare name.
  ///
  /// Read from the command line rather than `Bundle.main`, which stops the process when the
  /// executable's file has been replaced while it runs (as a rebuild does).
  static var defaultFolder: URL {
    let invoked = CommandLine.arguments.first ?? ""
    var path = invoked
    if !invoked.contains("/") {
      let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
      path =
        folders.map { "\($0)/\(invoked)" }.first {
          FileManager.default.isExecutableFile(atPath: $0)
        } ?? invoked
    }
    return URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
      .deletingLastPathComponent()
  }

  /// The timeline the executable prints for `arguments` and `--format json`; a missing
  /// executable is `unavailable` (69), a refusal is passed on with the executable's status.
  func timeline(_ arguments: [String]) throws(CommandFailure) -> Timeline {
    let executable = folder.appendingPathComponent(name)
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw CommandFailure(
        .unavailable,
        "\(name) is not built in \(folder.path); `swift build` builds every variant")
    }
    let child: SpawnedProgram.Result
    do {
      child = try SpawnedProgram.run(executable.path, arguments + ["--format", "json"])
    } catch {
      throw CommandFailure(.unavailable, "cannot run \(executable.path): \(error.reason)")
    }
    guard child.status == 0 else {
      let line =
        String(decoding: child.errors, as: UTF8.self)
        .split(whereSeparator: \.isNewline).first.map(String.init) ?? "no message"
      let message = line.hasPrefix("error: ") ? String(line.dropFirst("error: ".count)) : line
      let status = CommandFailure.Status(rawValue: child.status) ?? .software
      throw CommandFailure(
        status, "\(name) \(arguments.joined(separator: " ")): \(message)")
    }
    do {
      return try JSONDecoder().decode(Timeline.self, from: Data(child.output))
    } catch {
      throw CommandFailure(
        .unavailable,
        "\(name) in \(folder.path) printed no timeline this version reads; `swift build` rebuilds it"
      )
    }
  }
}
