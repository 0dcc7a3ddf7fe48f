import FoundationEssentials
import SchmeeboardLab

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A module of the app's own, given with `--module NAME=FOLDER`: an app's keyboard package, or a
/// small dependency the user fetched. Its folder's Swift files are rewritten as the controller's
/// are (their `import UIKit` is the app's) and compiled as module `NAME` (`ModuleCompiler`), so
/// that the controller's `import NAME` finds it.
struct UserModule: Equatable {
  /// The module's name, as the controller imports it.
  var name: String
  /// The folder as given.
  var folder: String
  /// Its Swift files, absolute, in the order of their paths.
  var files: [String]

  /// Names a user's module cannot take: the toolchain's modules a file may import beside it (the
  /// lab's own are found in its modules folder, `init(_:labModules:)`).
  static let toolchainModules: Set<String> = [
    "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "Dispatch",
    "Glibc", "Darwin", "Synchronization", "Observation", "Testing", "XCTest", "_Concurrency",
    "_StringProcessing", ControllerCompiler.moduleName,
  ]

  /// The module `argument` gives (its name an identifier, `ModuleArgument`), its name checked
  /// against the modules in `labModules`; a usage failure, one line, for a name that is taken, or
  /// a folder that is missing, not a folder, or holds no Swift file.
  init(_ argument: ModuleArgument, labModules: String) throws(CommandFailure) {
    name = argument.name
    folder = argument.folder
    guard !Self.toolchainModules.contains(name),
      !FileManager.default.fileExists(atPath: labModules + "/\(name).swiftmodule")
    else {
      throw CommandFailure(
        .usage,
        "--module \(argument.text): '\(name)' is a module of the lab or the toolchain; give your module "
          + "another name")
    }
    var info = stat()
    guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
      throw CommandFailure(.usage, "--module \(argument.text): no such folder: \(folder)")
    }
    do {
      files = try ControllerSources([folder]).files
    } catch {
      throw CommandFailure(
        .usage, "--module \(argument.text): no .swift file in the folder \(folder)")
    }
  }
}
