import FoundationEssentials
import SchmeeboardLab

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the lab's pieces are: its clone (for the rewriter's package) and the build folder the
/// running driver came from (its modules, which the user's code is compiled against).
struct LabLocation {
  /// The clone's root folder, from this file's place in it at build time.
  var root: String
  /// The folder the running executable is in: SwiftPM's `.build/<triple>/debug` or `release`.
  var binaries: String

  /// The lab this driver was built from.
  static func current() throws(CommandFailure) -> LabLocation {
    // Shared/UserCode/LabLocation.swift: three components up is the clone.
    let root = String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
    guard let executable = executablePath() else {
      throw CommandFailure(.software, "cannot find the running executable's path")
    }
    let binaries = String(executable[..<(executable.lastIndex(of: "/") ?? executable.endIndex)])
    return LabLocation(root: "/" + root, binaries: binaries)
  }

  /// The lab's compiled modules, which a user's file imports (`UIKit`, `SchmeeboardLab`, …).
  var modules: String { binaries + "/Modules" }

  /// The running executable, for the per-run processes.
  static var executable: String? { executablePath() }

  /// The rewriter's package (`Tools/ControllerRewriter`).
  var rewriterPackage: String { root + "/Tools/ControllerRewriter" }

  /// Where the rewriter is built: its own scratch folder, so that building it never waits for
  /// (or holds) the lab's own `.build`.
  var rewriterScratch: String { root + "/.build-rewriter" }

  /// The folder of compiled controllers, one subfolder per content hash, beside the modules they
  /// were compiled against.
  var controllerCache: String { binaries + "/schmeeboard-controllers" }

  /// The running executable's absolute path.
  private static func executablePath() -> String? {
    #if canImport(Glibc)
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard count > 0 else { return nil }
      return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
      var size = UInt32(PATH_MAX)
      var buffer = [CChar](repeating: 0, count: Int(size) + 1)
      guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
      return String(cString: buffer)
    #endif
  }
}
