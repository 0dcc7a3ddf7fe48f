import Foundation

/// Reads the scenario file a user named with `--script`.
///
/// A missing or unreadable file is `noInput` (66); one too large, not text, or malformed is
/// `dataError` (65). Only the first `largestSize` bytes and one more are read, so that a
/// ten-megabyte file is refused without being loaded.
nonisolated enum ScenarioFile {
  /// The largest file accepted. The most steps a scenario may have (`ScenarioParser.mostSteps`),
  /// each as long as `at 3599.999 rotate portrait-upside-down`, fill 400,000 bytes: 1 MiB holds
  /// them with room for comments, and refuses a stray large file before it is read or parsed.
  static let largestSize = 1 << 20

  /// The scenario in the file at `path`, named after the file.
  static func read(_ path: String) throws(CommandFailure) -> Scenario {
    // The path as typed, uncut: it is the user's own, and they need all of it to find the file.
    let quoted = "'\(path)'"
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CommandFailure(
        .noInput,
        "cannot read \(quoted): no such file; expected a scenario file (docs/scenario-format.md)")
    }
    guard !isDirectory.boolValue else {
      throw CommandFailure(
        .noInput, "cannot read \(quoted): it is a directory; expected a scenario file")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw CommandFailure(.noInput, "cannot read \(quoted): permission denied")
    }
    defer { try? handle.close() }
    let contents: Data
    do {
      contents = try handle.read(upToCount: largestSize + 1) ?? Data()
    } catch {
      throw CommandFailure(.noInput, "cannot read \(quoted): \(error.localizedDescription)")
    }
    guard contents.count <= largestSize else {
      throw CommandFailure(
        .dataError, "\(quoted) is larger than 1 MiB; a scenario file is a few lines of text")
    }
    do {
      return try ScenarioParser(fileName: path).parse(
        contents: Array(contents), name: URL(fileURLWithPath: path).lastPathComponent)
    } catch {
      throw CommandFailure(error)
    }
  }
}
