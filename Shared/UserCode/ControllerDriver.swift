import FoundationEssentials
import SchmeeboardCommandLine
import SchmeeboardLab
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `swift run schmeeboard --controller PATH [--class NAME] [options]`: a view controller written for
/// iOS, as it is in its app, run and judged by the lab with every option of the command line.
///
/// It reads the user's files (a `.swift` file or a folder; `--controller` may repeat), has the
/// rewriter make a copy that Linux's compiler takes, generates the glue that makes the controller
/// a variant (`ControllerGlue`), compiles both against the lab's modules into a library
/// (`ControllerCompiler`, cached by content), loads it, takes the variant it declares
/// (`ControllerPlugin`), and runs the command with it and the rest of the arguments. Each run
/// happens in a process of its own (`IsolatedRun`), forked by a run server that has loaded the
/// library (`RunServer`).
///
/// Exit status: the command's own (0, 1 for `--fail-on`, 64, 65, 66, 74); 65 when the user's code
/// does not compile, with the compiler's diagnostics in the user's files and lines; 66 for a file
/// that is not there; 64 when no class, or more than one without `--class`, is a controller.
public enum ControllerDriver {
  /// Runs the driver with the process's arguments, and ends the process with its status: the
  /// driver's one exit, where a failure thrown anywhere below, in the build or in a run, is
  /// printed (`exit(with:)`).
  public static func main() -> Never {
    do throws(CommandFailure) {
      exitProcess(try exitStatus(running: Array(CommandLine.arguments.dropFirst())))
    } catch {
      exit(with: error)
    }
  }

  /// Runs the driver with `arguments`, or the run server with `--schmeeboard-run-server
  /// LIBRARY`; the exit status, or the failure that stops it.
  private static func exitStatus(running arguments: [String]) throws(CommandFailure) -> Int32 {
    if arguments.first == RunServer.argument, arguments.count == 2 {
      // The run server: one thread, so that it may fork (nothing before this starts one).
      return serveRuns(of: try ControllerPlugin(loading: arguments[1]).variant())
    }
    ChildProcesses.forwardSignals()
    guard let parsed = try DriverCommand.parsed(arguments) else { return 0 }
    // Without a controller, only `--help` is let through (`DriverCommand.validate()`).
    if parsed.controllers.isEmpty {
      try DriverCommand.printHelp(DriverCommand.helpMessage())
      return 0
    }
    if let seconds = parsed.runTimeout { RunTimeLimit.set(seconds) }
    if let major = parsed.deploymentTarget { DeploymentTarget.current.given = major }
    let library = try build(parsed)
    let variant = try ControllerPlugin(loading: library).variant()
    RunServer.load(library)
    return try exitStatus(of: variant, running: parsed.commandArguments)
  }

  /// Runs the command with `arguments` for the user's controller `V` and the built-in variants;
  /// its exit status, or the failure that stops it.
  private static func exitStatus<V: UserControllerVariant>(
    of variant: V.Type, running arguments: [String]
  ) throws(CommandFailure) -> Int32 {
    try SchmeeboardCommand<V, UserControllerVariants<V>>.exitStatus(running: arguments)
  }

  /// Serves `V`'s runs as the run server (`RunServerProcess`), prepared first
  /// (`IsolatedRun.prepareRuns(_:)`); the exit status.
  private static func serveRuns<V: UserControllerVariant>(of variant: V.Type) -> Int32 {
    IsolatedRun.prepareRuns(V.self)
    return RunServerProcess.serve { IsolatedRun.serve(V.self) }
  }

  /// Rewrites, glues and compiles the controller `arguments` name, where no cache holds the
  /// rewrite or the library already; the library's path.
  static func build(_ arguments: DriverCommand) throws(CommandFailure) -> String {
    let lab = try LabLocation.current()
    var modules: [UserModule] = []
    for argument in arguments.modules {
      modules.append(try UserModule(argument, labModules: lab.modules))
    }
    let sources = try ControllerSources(arguments.controllers)
    // The target's Info.plist, read before anything is rewritten or compiled: an extension the
    // lab does not host is one line.
    let hostedAction = try ExtensionTarget.hostedAction(
      propertyLists: sources.targetFiles.filter { $0.hasSuffix(".plist") },
      scripts: sources.targetFiles.filter { $0.hasSuffix(".js") })
    let folder = try WorkFolder.make()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // What stopped drivers left in the caches goes on every run, hit or not, as their work
    // folders in TMPDIR do.
    let caches = ControllerCache.folders(lab)
    for cache in caches { cache.removeAbandoned() }
    let rewriter = ControllerRewriter(lab: lab)
    var rewrites: [RewrittenSources] = []
    var compiledModules: [String: String] = [:]
    for module in UserModule.inImportOrder(modules) {
      let rewritten = try rewriter.rewrite(
        ControllerSources(module.files), into: folder + "/module-" + module.name, caches: caches)
      rewrites.append(rewritten)
      compiledModules[module.name] = try ModuleCompiler(lab: lab, compiled: compiledModules).folder(
        for: module, sources: rewritten.paths, in: folder)
    }
    let rewritten = try rewriter.rewrite(sources, into: folder, caches: caches)
    rewrites.append(rewritten)
    let controller = try ControllerChoice(rewritten.manifest, className: arguments.className)
    DeploymentTarget.current.require(rewritten.manifest.requirements)
    // The Interface Builder documents, read and made Swift before anything compiles: a document
    // the lab cannot build is one line naming it.
    let documents = try InterfaceDocuments(
      paths: sources.documents, userClasses: Set(rewritten.manifest.types.map(\.name)))
    var glue = try ControllerGlue(controller, documents: documents)
    glue.hostedAction = hostedAction
    if let hostedAction { DriverProgress.say(controller.className + ", " + hostedAction.abstract) }
    let library = try ControllerCompiler(lab: lab, modules: compiledModules).library(
      sources: rewritten.paths, glue: glue.source, originals: sources.files, in: folder)
    // The rewrites are kept beside the library they compiled into, once it is stored: the next
    // launch of the same files runs no rewriter. A build that fails keeps none.
    for rewrite in rewrites { rewrite.store(in: library.cache) }
    return library.path
  }

  /// Prints `failure`'s text on standard error and ends the process with its status, and first
  /// every process it started. When a signal is already ending the driver (`ChildProcesses`),
  /// waits for that end.
  private static func exit(with failure: CommandFailure) -> Never {
    guard ChildProcesses.endAll() else {
      while true { pause() }
    }
    let text = failure.line + "\n"
    _ = try? FileDescriptor.standardError.writeAll(text.utf8)
    exitProcess(failure.status.rawValue)
  }

  private static func exitProcess(_ status: Int32) -> Never {
    #if canImport(Glibc)
      Glibc.exit(status)
    #else
      Darwin.exit(status)
    #endif
  }
}
