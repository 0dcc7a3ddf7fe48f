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
  /// files) unless an earlier run compiled the same, in the first of the caches that holds it or
  /// can store it (`ControllerCache.folders(_:)`, as a controller's library); throws the
  /// compiler's diagnostics, in the module's own files and lines, as a `dataError`.
  func folder(for module: UserModule, sources: [String], in work: String) throws(CommandFailure)
    -> String
  {
    var hash = ContentHash()
    for source in sources {
      hash.add((try? Data(contentsOf: URL(filePath: source))) ?? Data())
    }
    hash.add(arguments(module.name, into: "", trace: "", files: []).joined(separator: " "))
    hash.add(LabNames.source)
    let key = hash.hex
    let caches = ControllerCache.folders(lab)
    let entry = ControllerCache.moduleEntry(module.name, key: key)
    if let served = ControllerCache.served(
      from: caches, what: "module", entry: entry,
      lookup: { $0.lookupModule(module.name, key: key) })
    {
      return served.path
    }
    let output = work + "/module-\(module.name)-compiled"
    do {
      try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
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
      arguments: arguments(module.name, into: output, trace: trace, files: sources + [names])
    ).run()
    guard result.status == 0 else {
      let output = String(decoding: result.standardError + result.standardOutput, as: UTF8.self)
      throw CommandFailure(
        .dataError,
        diagnostics: UnmodelledImport.lines(in: output) ?? UnmodelledSwiftUI.lines(in: output)
          ?? CompilerDiagnostics(originals: module.files, glue: names).userFacing(output))
    }
    guard let compiledAgainst = try? CompiledAgainst(trace: trace) else {
      throw CommandFailure(.software, "the compiler's list of the modules it loaded cannot be read")
    }
    return try ControllerCache.stored(in: caches, what: "module \(module.name)") {
      cache throws(ControllerCache.WriteFailure) in
      try cache.storeModule(
        module.name, compiled: output, compiledAgainst: compiledAgainst, key: key)
    }.path
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
