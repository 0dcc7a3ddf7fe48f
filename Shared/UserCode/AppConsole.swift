import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the user's code printed in a run (`print`, `debugPrint`, `NSLog`, writes to standard output
/// or error): the app's console, as Xcode shows it beside a device, passed through on the driver's
/// standard error, each line after the run it came from.
///
/// Not the timeline: standard output carries only the command's document (text, JSON, SVG), which
/// stays the same bytes whatever the app prints, and a print's moment on the virtual clock is not
/// known (the user's code calls the standard library's `print`, not the lab). Runs side by side (a
/// matrix's) each show their console whole, in the order they end.
enum AppConsole {
  /// Writes `console` on standard error, each line as `[<run>] <line>`, in one write, up to the
  /// Swift runtime's crash report (`*** Signal 4: Backtracing…`) of a run that trapped: its
  /// `Fatal error` line is the driver's error line, and its pages of frames are the lab's.
  static func show(_ console: [UInt8], of run: String) {
    var lines = String(decoding: console, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).prefix { !$0.hasPrefix("*** Signal ") }
    while lines.last?.isEmpty == true { lines.removeLast() }
    guard !lines.isEmpty else { return }
    let text = lines.map { "[\(run)] \($0)\n" }.joined()
    _ = try? FileDescriptor.standardError.writeAll(text.utf8)
  }

  /// Runs `body` with standard output going nowhere, what was printed before it flushed first
  /// and what it printed dropped after it.
  static func silenced<Result, Failure: Error>(_ body: () throws(Failure) -> Result)
    throws(Failure) -> Result
  {
    fflush(nil)
    let saved = dup(STDOUT_FILENO)
    let nowhere = open("/dev/null", O_WRONLY)
    dup2(nowhere, STDOUT_FILENO)
    close(nowhere)
    defer {
      fflush(nil)
      dup2(saved, STDOUT_FILENO)
      close(saved)
    }
    return try body()
  }

  /// The console's words on why the process stopped: the Swift runtime's `Fatal error` line, or
  /// else the console's last three lines before the runtime's crash report, joined with ` | `.
  static func lastWords(_ console: [UInt8]) -> String {
    let lines = String(decoding: console, as: UTF8.self).split(separator: "\n")
      .prefix { !$0.hasPrefix("*** Signal ") }
    if let fatal = lines.first(where: { $0.contains("Fatal error: ") }) { return String(fatal) }
    return lines.suffix(3).joined(separator: " | ")
  }
}
