import FoundationEssentials
import SchmeeboardLab

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Compiles a module of the app's own (`UserModule`), its rewritten copy, into a shared library
/// and its `.swiftmodule` against the lab's modules, once per content, as `ControllerCompiler`
/// does the controller: the controller then imports it (`-I`) and links it (`-l`, found again at
/// load time through the library's run path).
struct ModuleCompiler {
  /// Where the lab is.
  var lab: LabLocation
  /// The app's modules compiled before this one, each name's folder: the module may import them
  /// (`UserModule.inImportOrder(_:)`).
  var compiled: [String: String] = [:]

  /// The folder holding `module`'s library and interface, compiled from `sources` (its rewritten
  /// files) unless an earlier run compiled the same; throws the compiler's diagnostics, in the
  /// module's own files and lines, as a `dataError`.
  func folder(for module: UserModule, sources: [String], in work: String) throws(CommandFailure)
    -> String
  {
    var hash = ContentHash()
    for source in sources {
      hash.add((try? Data(contentsOf: URL(filePath: source))) ?? Data())
    }
    hash.add(arguments(module.name, into: "", trace: "", files: []).joined(separator: " "))
    hash.add(LabNames.source)
    let destination = lab.controllerCache + "/modules/\(module.name)-\(hash.hex)"
    let library = destination + "/lib\(module.name).so"
    if FileManager.default.fileExists(atPath: library),
      let record = try? String(
        contentsOf: URL(filePath: destination + "/" + CompiledAgainst.recordName), encoding: .utf8),
      CompiledAgainst(record: record)?.isCurrent == true
    {
      return destination
    }
    let staging = destination + ".\(getpid())"
    let manager = FileManager.default
    try? manager.removeItem(atPath: staging)
    do {
      try manager.createDirectory(atPath: staging, withIntermediateDirectories: true)
    } catch {
      throw CommandFailure(.ioError, "cannot make a folder for module \(module.name): \(error)")
    }
    DriverProgress.say("compiling module \(module.name)")
    let trace = work + "/\(module.name)-loaded-modules.json"
    let names = work + "/\(module.name)-LabNames.swift"
    do {
      try Data(LabNames.source.utf8).write(to: URL(filePath: names))
    } catch {
      throw CommandFailure(.ioError, "cannot write module \(module.name)'s names in \(work)")
    }
    let result = try Subprocess(
      executable: "swiftc",
      arguments: arguments(module.name, into: staging, trace: trace, files: sources + [names])
    ).run()
    guard result.status == 0 else {
      try? manager.removeItem(atPath: staging)
      let output = String(decoding: result.standardError + result.standardOutput, as: UTF8.self)
      throw CommandFailure(
        .dataError,
        diagnostics: UnmodelledImport.lines(in: output) ?? UnmodelledSwiftUI.lines(in: output)
          ?? CompilerDiagnostics(originals: module.files, glue: names).userFacing(output))
    }
    do {
      let compiledAgainst = try CompiledAgainst(trace: trace)
      try Data(compiledAgainst.record.utf8).write(
        to: URL(filePath: staging + "/" + CompiledAgainst.recordName))
      try? manager.removeItem(atPath: destination)
      if (try? manager.moveItem(atPath: staging, toPath: destination)) == nil {
        try? manager.removeItem(atPath: staging)  // another run put the same module there first
      }
    } catch {
      throw CommandFailure(.ioError, "cannot store module \(module.name): \(error)")
    }
    return destination
  }

  /// The compiler's arguments for module `name` from `files` into the folder `output`, its
  /// loaded-module trace at `trace`: the controller's (`ControllerCompiler`), as a library module.
  private func arguments(_ name: String, into output: String, trace: String, files: [String])
    -> [String]
  {
    var arguments = [
      "-emit-library", "-emit-module", "-parse-as-library", "-module-name", name,
      "-swift-version", "5", "-Onone", "-enable-testing", "-suppress-warnings",
      "-diagnostic-style=llvm", "-Xfrontend", "-import-module", "-Xfrontend",
      "UIKit", "-o", output + "/lib\(name).so", "-emit-module-path",
      output + "/\(name).swiftmodule", "-emit-loaded-module-trace-path", trace,
    ]
    arguments += lab.moduleSearchArguments
    for (name, folder) in compiled.sorted(by: { $0.key < $1.key }) {
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
}
