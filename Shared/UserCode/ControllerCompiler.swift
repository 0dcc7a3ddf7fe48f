import FoundationEssentials

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
  /// run compiled the same; throws the compiler's diagnostics, in the user's files and lines, as
  /// a `dataError`.
  func library(
    sources: [String], glue: String, originals: [String], in folder: String
  ) throws(DriverFailure) -> String {
    var hash = ContentHash()
    for source in sources {
      hash.add((try? Data(contentsOf: URL(filePath: source))) ?? Data())
    }
    hash.add(glue)
    hash.add(arguments(output: "", trace: "", files: []).joined(separator: " "))
    let destination = lab.controllerCache + "/" + hash.hex
    let target = destination + "/libcontroller.so"
    // Reused while the modules it was compiled against are as they were (`CompiledAgainst`).
    if FileManager.default.fileExists(atPath: target),
      let record = try? String(
        contentsOf: URL(filePath: destination + "/" + CompiledAgainst.recordName), encoding: .utf8),
      CompiledAgainst(record: record)?.isCurrent == true
    {
      return target
    }

    let gluePath = folder + "/SchmeeboardGlue.swift"
    let temporary = folder + "/libcontroller.so"
    let trace = folder + "/loaded-modules.json"
    do {
      try Data(glue.utf8).write(to: URL(filePath: gluePath))
    } catch {
      throw DriverFailure(.ioError, "cannot write the controller's glue in \(folder): \(error)")
    }
    DriverProgress.say("compiling \(originals.map(Self.fileName).joined(separator: ", "))")
    let result = try Subprocess(
      executable: "swiftc",
      arguments: arguments(output: temporary, trace: trace, files: sources + [gluePath])
    ).run()
    guard result.status == 0 else {
      let output = String(decoding: result.standardError + result.standardOutput, as: UTF8.self)
      throw DriverFailure(
        .dataError,
        diagnostics: UnmodelledImport.lines(in: output)
          ?? CompilerDiagnostics(originals: originals, glue: gluePath).userFacing(output))
    }
    do {
      let manager = FileManager.default
      let compiledAgainst = try CompiledAgainst(trace: trace)
      try? manager.createDirectory(atPath: lab.controllerCache, withIntermediateDirectories: true)
      // Moved into place whole, so that a run beside this one never loads half a library; a
      // stale one goes first (a run that loaded it keeps its copy).
      let staging = destination + ".\(getpid())"
      try? manager.removeItem(atPath: staging)
      try manager.createDirectory(atPath: staging, withIntermediateDirectories: true)
      try manager.moveItem(atPath: temporary, toPath: staging + "/libcontroller.so")
      try Data(compiledAgainst.record.utf8).write(
        to: URL(filePath: staging + "/" + CompiledAgainst.recordName))
      try? manager.removeItem(atPath: destination)
      if (try? manager.moveItem(atPath: staging, toPath: destination)) == nil {
        try? manager.removeItem(atPath: staging)  // another run put the same library there first
      }
    } catch {
      throw DriverFailure(.ioError, "cannot store the compiled controller: \(error)")
    }
    return target
  }

  /// The compiler's arguments for a library at `output` from `files`, its loaded-module trace at
  /// `trace`.
  private func arguments(output: String, trace: String, files: [String]) -> [String] {
    var arguments = [
      "-emit-library", "-module-name", Self.moduleName, "-swift-version", "5", "-Onone",
      // Internal functions keep names a hang's or an exit's frame is told by (`UserCodeFrame`).
      "-enable-testing", "-suppress-warnings", "-diagnostic-style=llvm", "-I", lab.modules, "-o",
      output,
      "-emit-loaded-module-trace-path", trace,
      // A file without an import sees UIKit, as an app target's bridging header makes it.
      "-Xfrontend", "-import-module", "-Xfrontend", "UIKit",
    ]
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
