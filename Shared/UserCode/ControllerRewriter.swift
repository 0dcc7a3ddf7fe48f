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

  /// Rewrites `sources` into `folder`, or writes there the copy the first of `caches` that holds
  /// a verified one for the same key gives, without running the rewriter; a damaged entry is
  /// noted, once no other cache serves the key, and the files rewritten again. Throws the
  /// rewriter's own diagnostics (the user's file, line and column) as a `dataError`.
  func rewrite(
    _ sources: ControllerSources, into folder: String, caches: [ControllerCache]
  ) throws(CommandFailure) -> RewrittenSources {
    let executable = try executable()
    let key = Self.key(for: sources, executable: executable)
    if let key {
      var damaged: [String] = []
      for cache in caches {
        switch cache.lookupRewrite(key) {
        case .files(let files):
          return RewrittenSources(
            folder: folder, manifest: try Self.write(files, into: folder), key: key,
            isCached: true)
        case .missing: continue
        case .damaged(let reason):
          damaged.append(
            "\(cache.folder)/\(ControllerCache.rewritePrefix)\(key) is damaged (\(reason))")
        }
      }
      // Said once no other cache serves it, as it is then rewritten.
      for entry in damaged {
        DriverProgress.say("the cached rewrite \(entry): rewriting it again")
      }
    }
    let result = try Subprocess(
      executable: executable, arguments: ["--output", folder] + sources.files
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
      let data = try Data(contentsOf: URL(filePath: folder + "/" + ControllerCache.manifestName))
      return RewrittenSources(
        folder: folder, manifest: try Manifest(json: data), key: key, isCached: false)
    } catch {
      throw CommandFailure(.software, "the rewriter's manifest cannot be read: \(error)")
    }
  }

  /// The key of the rewrite of `sources` by the rewriter at `executable`: what its output depends
  /// on, the rewriter itself (its path, size, modification time and file number, so that a
  /// rebuilt rewriter misses) and each file's path and contents, in order (its output names the
  /// file and numbers the copies); `nil` when a file or the rewriter cannot be read.
  static func key(for sources: ControllerSources, executable: String) -> String? {
    var info = stat()
    guard stat(executable, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let modified = info.st_mtimespec
    #else
      let modified = info.st_mtim
    #endif
    var hash = ContentHash()
    hash.add(
      "\(executable) \(info.st_size) \(modified.tv_sec).\(modified.tv_nsec) \(info.st_ino)")
    for file in sources.files {
      guard let contents = try? Data(contentsOf: URL(filePath: file)) else { return nil }
      hash.add(file)
      hash.add(contents)
    }
    return hash.hex
  }

  /// Writes a cached rewrite's `files` into `folder`, made where missing, as the rewriter would
  /// have; its manifest.
  private static func write(_ files: [String: [UInt8]], into folder: String) throws(CommandFailure)
    -> Manifest
  {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      for (name, bytes) in files {
        try Data(bytes).write(to: URL(filePath: folder + "/" + name))
      }
      return try Manifest(json: Data(files[ControllerCache.manifestName] ?? []))
    } catch {
      throw CommandFailure(.ioError, "cannot write the controller's rewritten files in \(folder)")
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
