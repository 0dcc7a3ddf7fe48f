import Foundation
import SchmeeboardCommandLine
import SchmeeboardLab
import SchmeeboardVariants
import SimulatedUIKit
import Testing

@testable import KeyboardSchmeeboard

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What KeyboardSchmeeboard printed in a child process.
struct ChildOutput {
  var standardOutput: String
  var standardError: String

  // Swift Testing 6.3.1 hands back its own 32-byte stream marker as the output of an exit test
  // that printed nothing on a stream (swiftlang/swift-testing#1694, fixed after 6.3.1). The child
  // writes this line first on both streams, so that neither capture is empty and what follows it
  // is exactly the program's.
  static let marker = "child process output follows\n"

  /// What follows the marker in `captured`; `nil` when the marker is missing.
  static func program(_ captured: [UInt8]) -> String? {
    let text = String(decoding: captured, as: UTF8.self)
    return text.hasPrefix(marker) ? String(text.dropFirst(marker.count)) : nil
  }
}

/// Runs `SchmeeboardCommand<KeyboardSchmeeboardVariant, BuiltInVariants>.main(arguments)` in a child process, as the
/// executable would, and expects it to exit with `status`. The child reads standard input from the
/// file at `input` and runs in `directory` when they are given.
func runKeyboardSchmeeboard(
  _ arguments: [String], input: String? = nil, in directory: String? = nil,
  expecting status: Int32, sourceLocation: SourceLocation = #_sourceLocation
) async -> ChildOutput? {
  let result = await #expect(
    processExitsWith: .exitCode(status),
    observing: [\.standardOutputContent, \.standardErrorContent],
    sourceLocation: sourceLocation
  ) { [arguments = arguments as [String], input, directory] in
    if let input {
      let descriptor = open(input, O_RDONLY)
      precondition(descriptor >= 0 && dup2(descriptor, STDIN_FILENO) >= 0, "cannot open \(input)")
    }
    if let directory {
      precondition(FileManager.default.changeCurrentDirectoryPath(directory), "cannot cd")
    }
    FileHandle.standardOutput.write(Data(ChildOutput.marker.utf8))
    FileHandle.standardError.write(Data(ChildOutput.marker.utf8))
    SchmeeboardCommand<KeyboardSchmeeboardVariant, BuiltInVariants>.main(arguments)
  }
  guard let result else { return nil }
  let output = ChildOutput.program(result.standardOutputContent)
  let error = ChildOutput.program(result.standardErrorContent)
  #expect(
    output != nil && error != nil, "the child's marker is missing", sourceLocation: sourceLocation)
  return ChildOutput(standardOutput: output ?? "", standardError: error ?? "")
}

/// Expects KeyboardSchmeeboard with `arguments` to exit with `status`, having printed exactly
/// `line` on standard error and nothing on standard output.
func expectFailure(
  _ arguments: [String], status: CommandFailure.Status, line: String,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  let output = await runKeyboardSchmeeboard(
    arguments, expecting: status.rawValue, sourceLocation: sourceLocation)
  #expect(output?.standardError == line + "\n", sourceLocation: sourceLocation)
  #expect(output?.standardOutput == "", sourceLocation: sourceLocation)
}

/// A directory of its own for a test's files, removed with it.
final class TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "CommandLineTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// Writes `contents` to `name` in the directory and returns its path.
  func write(_ contents: some Collection<UInt8>, to name: String) throws -> String {
    let file = url.appendingPathComponent(name)
    try Data(contents).write(to: file)
    return file.path
  }

  /// Writes `text` as UTF-8 to `name` in the directory and returns its path.
  func write(_ text: String, to name: String) throws -> String {
    try write(Array(text.utf8), to: name)
  }
}
