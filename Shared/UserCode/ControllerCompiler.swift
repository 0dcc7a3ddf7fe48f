import FoundationEssentials
import SchmeeboardLab
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Compiles the rewritten copy of the user's files and the generated glue into a shared library
/// against the lab's modules, once per content: a second run of an unchanged file loads the
/// library it made before, while the modules it was compiled against are as they were
/// (`CompiledAgainst`), and an edit recompiles the user's code alone (the lab is not rebuilt).
///
/// Swift 5 language mode: the user's module is compiled as most app code is, and its `@MainActor`
/// annotations have been read as the run's own thread (`docs/your-own-controller.md`).
struct ControllerCompiler {
  /// Where the lab is.
  var lab: LabLocation
  /// The app's own modules the controller imports (`--module`), each name with the folder of its
  /// library and interface (`ModuleCompiler`).
  var modules: [String: String] = [:]

  /// The module name the user's code is compiled into.
  static let moduleName = "SchmeeboardUserController"

  /// The library for `sources` (the rewritten copies, in order) and `glue`, compiled if no earlier
  /// run compiled the same, and the cache that holds it; throws the compiler's diagnostics, in the
  /// user's files and lines, as a `dataError`.
  func library(
    sources: [String], glue: String, originals: [String], in folder: String
  ) throws(CommandFailure) -> (path: String, cache: ControllerCache) {
    var hash = ContentHash()
    for source in sources {
      hash.add((try? Data(contentsOf: URL(filePath: source))) ?? Data())
    }
    hash.add(glue)
    hash.add(arguments(output: "", trace: "", files: []).joined(separator: " "))
    let key = hash.hex
    let caches = ControllerCache.folders(lab)
    if let served = ControllerCache.served(
      from: caches, what: "controller", entry: key, lookup: { $0.lookup(key) })
    {
      return served
    }

    let gluePath = folder + "/SchmeeboardGlue.swift"
    let temporary = folder + "/libcontroller.so"
    let trace = folder + "/loaded-modules.json"
    do {
      try Data(glue.utf8).write(to: URL(filePath: gluePath))
    } catch {
      throw CommandFailure(.ioError, "cannot write the controller's glue in \(folder)")
    }
    DriverProgress.say("compiling \(originals.map(Self.fileName).joined(separator: ", "))")
    let result = try Subprocess(
      executable: "swiftc",
      arguments: arguments(output: temporary, trace: trace, files: sources + [gluePath])
    ).run()
    guard result.status == 0 else {
      let output = String(decoding: result.standardError + result.standardOutput, as: UTF8.self)
      // A full disk or quota is the machine's fault, not the user's code's.
      if let full = [Errno.noSpace, .diskQuotaExceeded].map(\.description).first(
        where: output.contains)
      {
        let parent = folder.split(separator: "/").dropLast().joined(separator: "/")
        throw CommandFailure(
          .ioError,
          "cannot compile the controller in /\(parent): \(full); free some space there, or set "
            + "TMPDIR to a folder on another device")
      }
      throw CommandFailure(
        .dataError,
        diagnostics: UnmodelledImport.lines(in: output) ?? UnmodelledSwiftUI.lines(in: output)
          ?? CompilerDiagnostics(originals: originals, glue: gluePath).userFacing(output))
    }
    guard let compiledAgainst = try? CompiledAgainst(trace: trace) else {
      throw CommandFailure(.software, "the compiler's list of the modules it loaded cannot be read")
    }
    return try ControllerCache.stored(in: caches, what: "controller") {
      cache throws(ControllerCache.WriteFailure) in
      try cache.store(library: temporary, compiledAgainst: compiledAgainst, key: key)
    }
  }

  /// The compiler's arguments for a library at `output` from `files`, its loaded-module trace at
  /// `trace`.
  private func arguments(output: String, trace: String, files: [String]) -> [String] {
    var arguments = [
      "-emit-library", "-module-name", Self.moduleName, "-swift-version", "5", "-Onone",
      // One frontend for the user's files and the glue, which loads the lab's modules once: some
      // 0.2 s of CPU less than a frontend a file (docs/performance.md).
      "-wmo",
      // Internal functions keep names a hang's or an exit's frame is told by (`UserCodeFrame`).
      "-enable-testing", "-suppress-warnings", "-diagnostic-style=llvm", "-o", output,
      "-emit-loaded-module-trace-path", trace,
      // A file without an import sees UIKit, as an app target's bridging header makes it.
      "-Xfrontend", "-import-module", "-Xfrontend", "UIKit",
    ]
    arguments += lab.moduleSearchArguments
    for (name, folder) in modules.sorted(by: { $0.key < $1.key }) {
      arguments += [
        "-I", folder, "-L", folder, "-l\(name)", "-Xlinker", "-rpath", "-Xlinker", folder,
      ]
    }
    #if canImport(Darwin)
      // The lab's symbols come from the driver that loads the library.
      arguments += ["-Xlinker", "-undefined", "-Xlinker", "dynamic_lookup"]
    #endif
    arguments += files
    return arguments
  }

  private static func fileName(_ path: String) -> String {
    String(path.split(separator: "/").last ?? Substring(path))
  }
}
