import Foundation
import SchmeeboardCommandLine
import SchmeeboardLab
import SchmeeboardVariants
import TestSupport
import Testing

@testable import KeyboardSchmeeboard

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Output that cannot be written is a failure, so that a script never takes a lost report for a
/// run that passed: exit status 74 (`EX_IOERR`) and one line on standard error.
@Suite struct OutputFailureTests {
  /// Where standard output goes in the child: a full disk, or nowhere at all.
  enum Sink: String, CaseIterable, Codable, Sendable {
    case fullDisk = "/dev/full"
    case closed
    /// A pipe whose reader has gone, with SIGPIPE ignored (as a parent may leave it): the write
    /// fails, or a comparison stops before its runs.
    case readerGone

    /// What the error line says of it.
    var reason: String {
      switch self {
      case .fullDisk: "no space left on the device"
      case .closed: "it is not open"
      case .readerGone: "the reader closed the pipe"
      }
    }
  }

  /// The commands whose output goes nowhere.
  static let commands: [[String]] = [
    [], ["--compare", "all"], ["--compare", "all", "--format", "html"], ["--matrix"], ["--help"],
    ["--version"],
  ]

  /// Each command with each sink with `SWEEP=all`; else each command once, the sinks taking
  /// their turns, so that every command and every sink is met: each case is a process of its own
  /// (an exit test runs this test binary again), some 0.25 s of CPU.
  static let cases: [(Sink, [String])] =
    Sweep.isExhaustive
    ? Sink.allCases.flatMap { sink in commands.map { (sink, $0) } }
    : commands.indices.map { (Sink.allCases[$0 % Sink.allCases.count], commands[$0]) }

  @Test(arguments: cases)
  func outputThatCannotBeWrittenExits74WithOneLine(sink: Sink, arguments: [String]) async {
    let result = await #expect(
      processExitsWith: .exitCode(CommandFailure.Status.ioError.rawValue),
      observing: [\.standardErrorContent]
    ) { [sink, arguments] in
      FileHandle.standardError.write(Data(ChildOutput.marker.utf8))
      switch sink {
      case .fullDisk:
        let full = open(sink.rawValue, O_WRONLY)
        precondition(full >= 0 && dup2(full, STDOUT_FILENO) >= 0, "cannot open /dev/full")
      case .closed:
        // Closing it would let the test harness's next file take its number; a descriptor open
        // for reading only fails a write as a closed one does (EBADF).
        let readOnly = open("/dev/null", O_RDONLY)
        precondition(readOnly >= 0 && dup2(readOnly, STDOUT_FILENO) >= 0, "cannot open /dev/null")
      case .readerGone:
        var ends: [Int32] = [0, 0]
        precondition(pipe(&ends) == 0 && dup2(ends[1], STDOUT_FILENO) >= 0, "cannot make a pipe")
        close(ends[0])
        signal(SIGPIPE, SIG_IGN)
      }
      SchmeeboardCommand<KeyboardSchmeeboardVariant, BuiltInVariants>.main(arguments)
    }
    #expect(
      result.flatMap { ChildOutput.program($0.standardErrorContent) }
        == "error: cannot write the output: \(sink.reason)\n")
  }

  // A closed standard output is refused before anything runs: the number it leaves free would be
  // the next file's (a compared variant's run once wrote into one and reported "invalid argument").
  // The built executable runs with its standard output closed by the shell: in a child of this
  // test process, another of its threads could open a file on the number between the close and
  // the check, as it once did under load.
  @Test(arguments: [["--compare", "CorrectedSchmeeboard2"], ["--version"], []])
  func aClosedStandardOutputIsReportedAsClosed(arguments: [String]) throws {
    let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments =
      ["-c", #"exec "$0" "$@" >&-"#, binaries + "/KeyboardSchmeeboard"] + arguments
    let standardError = Pipe()
    process.standardError = standardError
    try process.run()
    let error = standardError.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == CommandFailure.Status.ioError.rawValue)
    #expect(
      String(decoding: error, as: UTF8.self)
        == "error: cannot write the output: standard output is closed\n")
  }

}
