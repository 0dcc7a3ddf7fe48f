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

  /// The module `argument` (`NAME=FOLDER`) gives, its name checked against the modules in
  /// `labModules`; a usage failure, one line, for a name that is not an identifier or is taken,
  /// or a folder that is missing, not a folder, or holds no Swift file.
  init(_ argument: String, labModules: String) throws(CommandFailure) {
    guard let equals = argument.firstIndex(of: "=") else {
      throw CommandFailure(
        .usage,
        "--module \(argument): give NAME=FOLDER, such as --module Withable=Packages/Withable")
    }
    name = String(argument[..<equals])
    folder = String(argument[argument.index(after: equals)...])
    guard Self.isIdentifier(name) else {
      throw CommandFailure(
        .usage,
        "--module \(argument): '\(name)' is not a module name: letters, digits and _, not "
          + "starting with a digit")
    }
    guard !Self.toolchainModules.contains(name),
      !FileManager.default.fileExists(atPath: labModules + "/\(name).swiftmodule")
    else {
      throw CommandFailure(
        .usage,
        "--module \(argument): '\(name)' is a module of the lab or the toolchain; give your module "
          + "another name")
    }
    var info = stat()
    guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
      throw CommandFailure(.usage, "--module \(argument): no such folder: \(folder)")
    }
    do {
      files = try ControllerSources([folder]).files
    } catch {
      throw CommandFailure(.usage, "--module \(argument): no .swift file in the folder \(folder)")
    }
  }

  /// Whether `name` is a Swift identifier of ASCII letters, digits and `_`, not starting with a
  /// digit.
  private static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else {
      return false
    }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
  }
}
