import SchmeeboardLab
import SystemPackage

/// What the driver tells the user on standard error while it works for a while (building the
/// rewriter, compiling): never on standard output, which carries only the run's report.
enum DriverProgress {
  /// Prints `message` as `schmeeboard: message` on standard error, its control characters
  /// escaped.
  static func say(_ message: String) {
    let line = "schmeeboard: \(SwiftStringLiteral.escapingControls(message))\n"
    _ = try? FileDescriptor.standardError.writeAll(line.utf8)
  }
}
