import Foundation
import Testing

@testable import SchmeeboardUserCode

/// The rewriter's copies are cached beside the compiled controllers (`ControllerCache+Rewrites`):
/// a rewrite the cache holds is written into the work folder without a rewriter's process; a
/// changed file, another set of files (a module's), a rebuilt rewriter or a damaged entry misses;
/// a rewrite is stored only once its library is, and a rewriter's diagnostics are printed as
/// before. The tests of the cache itself run a stand-in rewriter in a lab of their own, a script
/// that copies the files as the rewriter names its copies, writes their manifest and counts its
/// runs, so that a run that did not happen can be told; the driver's are the real rewriter's.
/// (`ControllerCacheTests` checks the driver's second launch: the rewrite beside the library, and
/// nothing written.)
@Suite struct RewriteCacheTests {
  /// A lab of a test's own: its rewriter the stand-in, its cache and its work folder.
  struct Lab {
    var folder: URL
    var lab: LabLocation
    var cache: ControllerCache

    /// The stand-in rewriter, where the driver's `ControllerRewriter` looks for its build.
    var rewriter: URL { URL(fileURLWithPath: lab.rewriterScratch + "/debug/schmeeboard-rewrite") }

    /// How many times the stand-in rewriter ran.
    var runs: Int {
      let log = try? String(contentsOfFile: rewriter.path + ".runs", encoding: .utf8)
      return log?.split(separator: "\n").count ?? 0
    }

    /// A new work folder for a launch: the rewrite's output.
    func work(_ name: String) -> String { folder.appendingPathComponent("work-" + name).path }

    /// Rewrites `files` into the work folder `name`, as the driver does, the cache consulted.
    func rewrite(_ files: [URL], into name: String) throws -> RewrittenSources {
      try ControllerRewriter(lab: lab).rewrite(
        ControllerSources(files.map(\.path)), into: work(name), caches: [cache])
    }
  }

  /// `rewrite --output DIR FILE...`: each file copied as `DIR/<i>-<base name>+schmeeboard.swift`
  /// and a manifest naming them, as the rewriter does; each run a line in `<itself>.runs`.
  static let standIn = """
    #!/bin/sh
    echo run >> "$0.runs"
    output=$2
    shift 2
    mkdir -p "$output"
    index=0
    files=""
    for file in "$@"; do
      name="$index-$(basename "$file" .swift)+schmeeboard.swift"
      cp "$file" "$output/$name"
      files="$files${files:+,}{\\"original\\":\\"$file\\",\\"rewritten\\":\\"$name\\"}"
      index=$((index + 1))
    done
    printf '{"files":[%s],"requirements":[],"types":[]}\\n' "$files" > "$output/manifest.json"

    """

  /// The lab of `test`, its rewriter newer than the rewriter package's one file, so that it is
  /// taken as built, and two controller files.
  static func lab(test: String = #function) throws -> (Lab, [URL]) {
    let folder = try DriverRun.folder(
      [("First.swift", "final class First {}\n"), ("Second.swift", "final class Second {}\n")],
      test: test)
    let manager = FileManager.default
    let lab = Lab(
      folder: folder, lab: LabLocation(root: folder.path, binaries: folder.path),
      cache: ControllerCache(folder: folder.appendingPathComponent("cache").path))
    let package = URL(fileURLWithPath: lab.lab.rewriterPackage + "/Package.swift")
    try manager.createDirectory(
      at: package.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("// the rewriter's package\n".utf8).write(to: package)
    try manager.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: package.path)
    try manager.createDirectory(
      at: lab.rewriter.deletingLastPathComponent(), withIntermediateDirectories: true)
    // Installed by a process of its own: a file this process held open for writing, inherited by
    // a child another test forks meanwhile, could not be run ("Text file busy").
    let script = folder.appendingPathComponent("stand-in.sh")
    try Data(Self.standIn.utf8).write(to: script)
    let install = Process()
    install.executableURL = URL(fileURLWithPath: "/usr/bin/install")
    install.arguments = ["-m", "755", script.path, lab.rewriter.path]
    try install.run()
    install.waitUntilExit()
    #expect(install.terminationStatus == 0)
    return (
      lab, ["First.swift", "Second.swift"].map { folder.appendingPathComponent($0) }
    )
  }

  /// The bytes of every file in `folder`, by name.
  static func contents(_ folder: String) throws -> [String: Data] {
    var contents: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
      contents[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
    }
    return contents
  }

  @Test func aStoredRewriteIsWrittenAgainWithoutTheRewriter() throws {
    let (lab, files) = try Self.lab()
    let first = try lab.rewrite(files, into: "first")
    #expect(lab.runs == 1)
    #expect(!first.isCached)
    first.store(in: lab.cache)
    let again = try lab.rewrite(files, into: "again")
    #expect(lab.runs == 1, "the cache gave the copy: no rewriter ran")
    #expect(again.isCached)
    #expect(again.manifest == first.manifest)
    #expect(try Self.contents(again.folder) == Self.contents(first.folder))
    let names: [String] = again.paths.map { String($0.split(separator: "/").last ?? "") }
    #expect(names == ["0-First+schmeeboard.swift", "1-Second+schmeeboard.swift"])
  }

  /// What a launch may change since the rewrite was stored.
  enum Change: String, CaseIterable {
    /// A file's text edited.
    case fileEdited
    /// Another set of files: a module's, or the controller's with one file fewer.
    case otherFiles
    /// The same text at another path (the copy names its file).
    case fileMoved
    /// The rewriter built again: a new modification time, the size the same.
    case rewriterRebuilt

    /// Makes the change; the files rewritten after it.
    func apply(to lab: Lab, files: [URL]) throws -> [URL] {
      switch self {
      case .fileEdited:
        try Data("final class First { var edited = 1 }\n".utf8).write(to: files[0])
        return files
      case .otherFiles:
        return [files[1]]
      case .fileMoved:
        let moved = lab.folder.appendingPathComponent("Moved/First.swift")
        try FileManager.default.createDirectory(
          at: moved.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: files[0], to: moved)
        return [moved, files[1]]
      case .rewriterRebuilt:
        try FileManager.default.setAttributes(
          [.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: lab.rewriter.path)
        return files
      }
    }
  }

  @Test(arguments: Change.allCases)
  func aChangeSinceTheStoreRunsTheRewriter(_ change: Change) throws {
    let (lab, files) = try Self.lab(test: "change-\(change.rawValue)")
    try lab.rewrite(files, into: "first").store(in: lab.cache)
    let changed = try change.apply(to: lab, files: files)
    let again = try lab.rewrite(changed, into: "again")
    #expect(lab.runs == 2, "the rewriter ran again")
    #expect(!again.isCached)
    #expect(again.manifest.files.map(\.original) == changed.map(\.path))
  }

  /// The ways a rewrite entry is found damaged, and the reason the note gives.
  enum Damage: String, CaseIterable {
    case fileEdited, fileMissing, recordMissing, manifestNamingOtherFiles, writableByOthers

    var reason: String {
      switch self {
      case .fileEdited: "its file 0-First+schmeeboard.swift is not the one stored"
      case .fileMissing: "its file 1-Second+schmeeboard.swift is missing"
      case .recordMissing: "the record of its files is missing"
      case .manifestNamingOtherFiles: "its manifest does not name the files it holds"
      case .writableByOthers: "writable by other users"
      }
    }

    func apply(to entry: URL) throws {
      let manager = FileManager.default
      switch self {
      case .fileEdited:
        try Data("final class Other {}\n".utf8).write(
          to: entry.appendingPathComponent("0-First+schmeeboard.swift"))
      case .fileMissing:
        try manager.removeItem(at: entry.appendingPathComponent("1-Second+schmeeboard.swift"))
      case .recordMissing:
        try manager.removeItem(at: entry.appendingPathComponent(ControllerCache.storedName))
      case .manifestNamingOtherFiles:
        // The manifest and its record changed together: each file is as recorded, and the
        // manifest names a copy the entry does not hold.
        let manifest = entry.appendingPathComponent(ControllerCache.manifestName)
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let edited = Data(text.replacingOccurrences(of: "1-Second", with: "1-Third").utf8)
        let record = entry.appendingPathComponent(ControllerCache.storedName)
        let lines = try String(contentsOf: record, encoding: .utf8).split(separator: "\n").map {
          $0.hasSuffix(" " + ControllerCache.manifestName)
            ? String(ControllerCache.record(Array(edited)).dropLast()) + " "
              + ControllerCache.manifestName : String($0)
        }
        try edited.write(to: manifest)
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: record)
      case .writableByOthers:
        try manager.setAttributes([.posixPermissions: 0o777], ofItemAtPath: entry.path)
      }
    }
  }

  @Test(arguments: Damage.allCases)
  func aDamagedEntryIsFoundWithItsReasonAndRewrittenAgain(_ damage: Damage) throws {
    let (lab, files) = try Self.lab(test: "damaged-\(damage.rawValue)")
    let first = try lab.rewrite(files, into: "first")
    first.store(in: lab.cache)
    let key = try #require(first.key)
    let entry = URL(fileURLWithPath: lab.cache.folder + "/" + ControllerCache.rewritePrefix + key)
    try damage.apply(to: entry)
    #expect(lab.cache.lookupRewrite(key) == .damaged(damage.reason))
    let again = try lab.rewrite(files, into: "again")
    #expect(lab.runs == 2, "the rewriter ran again")
    #expect(try Self.contents(again.folder) == Self.contents(first.folder))
    again.store(in: lab.cache)
    guard case .files = lab.cache.lookupRewrite(key) else {
      Issue.record("the entry stored again is not found")
      return
    }
  }

  @Test func entriesAreTheUsersAloneAndRecordEachFile() throws {
    let (lab, files) = try Self.lab()
    let rewritten = try lab.rewrite(files, into: "first")
    rewritten.store(in: lab.cache)
    let key = try #require(rewritten.key)
    let entry = lab.cache.folder + "/" + ControllerCache.rewritePrefix + key
    let manager = FileManager.default
    let names = try manager.contentsOfDirectory(atPath: entry).sorted()
    #expect(
      names == [
        "0-First+schmeeboard.swift", "1-Second+schmeeboard.swift", "manifest.json", "stored.txt",
      ])
    let modes = try ([entry] + names.map { entry + "/" + $0 }).map {
      (try manager.attributesOfItem(atPath: $0)[.posixPermissions] as? NSNumber)?.intValue
    }
    #expect(modes == [0o700, 0o600, 0o600, 0o600, 0o600])
    let record = try String(contentsOfFile: entry + "/stored.txt", encoding: .utf8)
    let copy = try Data(contentsOf: URL(fileURLWithPath: entry + "/0-First+schmeeboard.swift"))
    #expect(record.hasPrefix(ControllerCache.record(Array(copy)).dropLast() + " 0-First"))
    #expect(record.split(separator: "\n").count == 3)
  }

  // The driver, with the real rewriter: a file the rewriter refuses is refused again in the same
  // words, nothing stored. (That a second launch finds its rewrite beside its library, and writes
  // nothing, is `ControllerCacheTests.aSecondRunLoadsTheVerifiedEntryAndWritesNothing`.)
  static let controller = """
    import UIKit

    final class RewriteCachedViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
      }
    }

    """

  /// The names in `cache` of the rewrite entries.
  static func rewriteEntries(_ cache: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []).filter {
      $0.hasPrefix(ControllerCache.rewritePrefix)
    }
  }

  @Test func whatTheRewriterRefusesIsRefusedAgainInTheSameWordsAndNotStored() throws {
    let refused = Self.controller.replacingOccurrences(
      of: "  override func viewDidLoad",
      with: "  @NSManaged var count: Int\n\n  override func viewDidLoad")
    let folder = try DriverRun.folder([("RewriteCachedViewController.swift", refused)])
    let cache = try DriverRun.folder([], test: "refused-cache")
    let temporary = try DriverRun.folder([], test: "refused-tmp")
    let environment = [
      "SCHMEEBOARD_CONTROLLER_CACHE": cache.path, "TMPDIR": temporary.path,
    ]
    let runs = try (0..<2).map { _ in
      try DriverRun(["--controller", folder.path], environment: environment)
    }
    let file = folder.appendingPathComponent("RewriteCachedViewController.swift").path
    for run in runs {
      #expect(run.status == 65)
      #expect(
        run.standardError.hasPrefix(
          "\(file):4:3: error: @NSManaged properties need Core Data"), "\(run.standardError)")
      #expect(run.progress.isEmpty)
    }
    #expect(runs[1].standardError == runs[0].standardError)
    #expect(Self.rewriteEntries(cache).isEmpty, "a build that fails keeps no rewrite")
  }
}
