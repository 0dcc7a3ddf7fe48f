import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import SystemPackage

/// Reads the scenario file a user named with `--script`, or standard input for `--script -`.
///
/// A missing or unreadable file is `noInput` (66); one too large, not text, or malformed is
/// `dataError` (65). Only the first `largestSize` bytes and one more are read, so that a
/// ten-megabyte file is refused without being loaded.
enum ScenarioFile {
  /// The largest file accepted. The most steps a scenario may have (`ScenarioParser.mostSteps`),
  /// each as long as `at 3599.999 rotate portrait-upside-down`, fill 400,000 bytes: 1 MiB holds
  /// them with room for comments, and refuses a stray large file before it is read or parsed.
  static let largestSize = 1 << 20

  /// The `--script` argument that reads standard input.
  static let standardInputPath = "-"
  /// The name standard input goes by in the header and in errors.
  static let standardInputName = "<stdin>"

  /// The scenario in the file at `path` (standard input for `-`), named by the path as given.
  static func read(_ path: String) throws(CommandFailure) -> Scenario {
    let name: String
    let contents: [UInt8]
    if path == standardInputPath {
      name = standardInputName
      contents = try read(.standardInput, quoted: "standard input")
    } else {
      // The path as typed, uncut: it is the user's own, and they need all of it to find the file.
      name = path
      let quoted = "'\(path)'"
      try checkIsFile(path, quoted: quoted)
      let descriptor: FileDescriptor
      do {
        descriptor = try FileDescriptor.open(path, .readOnly, options: .closeOnExec)
      } catch {
        throw CommandFailure(.noInput, "cannot read \(quoted): \(Errno(thrown: error).reason)")
      }
      defer { try? descriptor.close() }
      contents = try read(descriptor, quoted: quoted)
    }
    do {
      return try ScenarioParser(fileName: name).parse(contents: contents, name: name)
    } catch {
      throw CommandFailure(error)
    }
  }

  /// Refuses a path that names no file, a directory, or a loop of symbolic links, saying which.
  /// The path goes to the system as typed (here and to `open`), never as a `FilePath`, which would
  /// drop a trailing slash: `--script notes.txt/` names no file.
  private static func checkIsFile(_ path: String, quoted: String) throws(CommandFailure) {
    let status: Stat
    do throws(Errno) {
      status = try Stat(path)
    } catch {
      throw CommandFailure(
        .noInput,
        "cannot read \(quoted): \(error.reason); expected a scenario file "
          + "(docs/scenario-format.md)")
    }
    guard status.type != .directory else {
      throw CommandFailure(
        .noInput, "cannot read \(quoted): it is a directory; expected a scenario file")
    }
  }

  /// Up to `largestSize` bytes from `descriptor`, refusing more.
  private static func read(_ descriptor: FileDescriptor, quoted: String) throws(CommandFailure)
    -> [UInt8]
  {
    let contents: [UInt8]
    do {
      contents = try descriptor.bytes(limit: largestSize + 1)
    } catch {
      throw CommandFailure(
        .noInput,
        "cannot read \(quoted): \(Errno(thrown: error).reason); expected a scenario file")
    }
    guard contents.count <= largestSize else {
      throw CommandFailure(
        .dataError, "\(quoted) is larger than 1 MiB; a scenario file is a few lines of text")
    }
    return contents
  }
}
