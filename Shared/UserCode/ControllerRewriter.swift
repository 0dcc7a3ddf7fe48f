import FoundationEssentials
import SchmeeboardLab

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The rewriter (`Tools/ControllerRewriter`, built on swift-syntax): makes a copy of the user's
/// files that Linux's compiler takes (`@objc`, `@IBOutlet` and `@MainActor` blanked, `#selector`
/// turned into the lab's `Selector`), each line where it was, and lists their classes and outlets.
///
/// It is a package of its own, built the first time a user's controller is, so that swift-syntax
/// is never part of the lab's own build; it reads Swift with the swift-syntax the toolchain ships
/// for macros, or, where the toolchain has none, with the swift-syntax package it then builds
/// (`Tools/ControllerRewriter/Package.swift`).
struct ControllerRewriter {
  /// Where the lab is.
  var lab: LabLocation

  /// The rewriter's executable, built first if it is missing or older than its sources.
  func executable() throws(CommandFailure) -> String {
    let binary = lab.rewriterScratch + "/debug/schmeeboard-rewrite"
    if let built = FileManager.default.modificationDate(ofItemAtPath: binary),
      built >= newestSource()
    {
      return binary
    }
    DriverProgress.say(
      "building the rewriter in .build-rewriter: once, half a minute (minutes where the toolchain "
        + "has no swift-syntax of its own)")
    // Without an index store or debug information, which nobody reads here: the rewriter's cold
    // build took 27.3 s of CPU where it took 39.7 s with both (docs/performance.md).
    let command = Subprocess(
      executable: "swift",
      arguments: [
        "build", "--package-path", lab.rewriterPackage, "--scratch-path", lab.rewriterScratch,
        "--product", "schmeeboard-rewrite", "--disable-index-store", "-Xswiftc", "-gnone",
        "-Xswiftc", "-suppress-warnings",
      ])
    var build = try command.run()
    // A build folder an earlier build left can fail a build that one from nothing would not (one
    // made on the swift-syntax package, before the rewriter took the toolchain's): once more, from
    // nothing.
    if build.status != 0, FileManager.default.fileExists(atPath: lab.rewriterScratch) {
      DriverProgress.say("the rewriter's build folder cannot be reused: building it from nothing")
      try? FileManager.default.removeItem(atPath: lab.rewriterScratch)
      build = try command.run()
    }
    guard build.status == 0 else {
      throw CommandFailure(
        .software,
        "the rewriter did not build (swift build --package-path Tools/ControllerRewriter): "
          + String(decoding: build.standardError + build.standardOutput, as: UTF8.self)
          .split(separator: "\n").suffix(5).joined(separator: " | "))
    }
    return binary
  }

  /// Rewrites `sources` into `folder`; throws the rewriter's own diagnostics (the user's file,
  /// line and column) as a `dataError`.
  func rewrite(_ sources: ControllerSources, into folder: String) throws(CommandFailure)
    -> Manifest
  {
    let result = try Subprocess(
      executable: executable(), arguments: ["--output", folder] + sources.files
    ).run()
    let diagnostics = String(decoding: result.standardError, as: UTF8.self)
    switch result.status {
    case 0: break
    case 65: throw CommandFailure(.dataError, diagnostics: Self.trimmed(diagnostics))
    case 66: throw CommandFailure(.noInput, diagnostics: Self.trimmed(diagnostics))
    default:
      throw CommandFailure(
        .software, "the rewriter failed (status \(result.status)): \(Self.trimmed(diagnostics))")
    }
    do {
      let data = try Data(contentsOf: URL(filePath: folder + "/manifest.json"))
      return try Manifest(json: data)
    } catch {
      throw CommandFailure(.software, "the rewriter's manifest cannot be read: \(error)")
    }
  }

  /// The newest modification time among the rewriter's package files, and of the lab's files its
  /// links name (`Manifest`), whose own times are not their files'.
  private func newestSource() -> Date {
    let package = lab.rewriterPackage
    let files =
      ((try? FileManager.default.subpathsOfDirectory(atPath: package + "/Sources")) ?? [])
      .map { package + "/Sources/" + $0 }.map(Self.resolvingLink) + [package + "/Package.swift"]
    return files.compactMap(FileManager.default.modificationDate(ofItemAtPath:)).max()
      ?? .distantFuture
  }

  /// `path`, or the file a link at `path` names.
  private static func resolvingLink(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// `text` without its trailing line break.
  private static func trimmed(_ text: String) -> String {
    var text = text
    while text.last == "\n" { text.removeLast() }
    return text
  }
}
