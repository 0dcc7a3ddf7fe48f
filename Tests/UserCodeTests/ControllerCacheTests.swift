import Foundation
import Testing

@testable import SchmeeboardUserCode

/// The cache of compiled controllers holds under every fault: an entry is verified before it is
/// loaded and a bad one is compiled again with a one-line note; a hit writes nothing; a cache that
/// cannot be written falls back to the user's own, and when none can, the driver says so in one
/// line (74); stopped drivers' leftovers go; the oldest entries go past the size bound; entries
/// are the user's alone. Each test has a cache (`SCHMEEBOARD_CONTROLLER_CACHE`) and a `TMPDIR`
/// of its own, filled from a seed compiled once and kept from run to run; the tests of what
/// follows a compile are given the seed's library by a `swiftc` of their own, so that the driver
/// compiles only where compiling is what a test checks.
@Suite(.serialized) struct ControllerCacheTests {
  static let controller = """
    import UIKit

    final class CachedViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
      }
    }

    """

  /// A test's folders: its controller's, its cache, its temporary folder, the home of the
  /// user's caches when the test sets it (the compiler keeps its module cache there too), and a
  /// folder of its own `swiftc`, found first on `PATH`, when it gives one.
  struct Setup {
    var controller: URL
    var cache: URL
    var temporary: URL
    var userCaches: URL?
    var compiler: URL?

    var environment: [String: String] {
      var environment = ["SCHMEEBOARD_CONTROLLER_CACHE": cache.path, "TMPDIR": temporary.path]
      if let userCaches { environment["XDG_CACHE_HOME"] = userCaches.path }
      if let compiler {
        environment["PATH"] =
          compiler.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
      }
      return environment
    }

    /// The driver's work folders left in the temporary folder.
    var workFolders: [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []).filter {
        $0.hasPrefix("schmeeboard-work.")
      }
    }

    /// Runs the driver on the controller, through `command` when one is given (`DriverRun`).
    func run(through command: [String] = []) throws -> DriverRun {
      try DriverRun(
        ["--controller", controller.path, "--scenario", "show-hide", "--summary"],
        environment: environment, through: command)
    }

    /// The cache's entries but the rewriter's copies kept beside the libraries, by name.
    var entries: [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []).filter {
        !$0.hasPrefix(ControllerCache.rewritePrefix)
      }.sorted()
    }

    /// The cache's entries of the rewriter's copies (`RewriteCacheTests`), by name.
    var rewrites: [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []).filter {
        $0.hasPrefix(ControllerCache.rewritePrefix)
      }.sorted()
    }
  }

  /// The seed's run did not end well: what it said.
  struct SeedFailure: Error, CustomStringConvertible {
    var description: String
  }

  /// A cache that holds the controller's entry alone, and its rewrite's. It is kept from one
  /// `swift test` to the next, as the lab's own cache is, so that a second run loads the library
  /// the first compiled; it is emptied and filled again when it holds more or fewer than those
  /// (the controller's text, the glue or the rewriter changed, leaving the old one beside it).
  static let seed = Result { () throws -> URL in
    let folder = DriverRun.testsFolder.appendingPathComponent("ControllerCacheTests.seed")
    let seed = Setup(
      controller: try DriverRun.folder(
        [("CachedViewController.swift", Self.controller)], test: "controller"),
      cache: folder.appendingPathComponent("cache"),
      temporary: folder.appendingPathComponent("tmp"))
    try FileManager.default.createDirectory(at: seed.temporary, withIntermediateDirectories: true)
    var run = try seed.run()
    if run.status == 0, seed.entries.count != 1 || seed.rewrites.count != 1 {
      try FileManager.default.removeItem(at: seed.cache)
      run = try seed.run()
    }
    guard run.status == 0 else { throw SeedFailure(description: run.standardError) }
    return seed.cache
  }

  /// The folders of `test`, the cache holding the seed's entry when `seeded`.
  static func setup(seeded: Bool, test: String = #function) throws -> Setup {
    let manager = FileManager.default
    let controller = try DriverRun.folder(
      [("CachedViewController.swift", Self.controller)], test: "controller")
    let own = try DriverRun.folder([], test: test)
    let setup = Setup(
      controller: controller, cache: own.appendingPathComponent("cache"),
      temporary: own.appendingPathComponent("tmp"))
    try manager.createDirectory(at: setup.temporary, withIntermediateDirectories: true)
    if seeded {
      try manager.copyItem(at: Self.seed.get(), to: setup.cache)
    }
    return setup
  }

  /// A folder beside `setup`'s temporary one holding a `swiftc` that runs `script`.
  static func compiler(_ script: String, for setup: Setup) throws -> URL {
    let folder = setup.temporary.deletingLastPathComponent().appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let swiftc = folder.appendingPathComponent("swiftc")
    try Data(("#!/bin/sh\n" + script).utf8).write(to: swiftc)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swiftc.path)
    return folder
  }

  /// A `swiftc` for the tests of what follows a compile (storing it, falling back, tidying up),
  /// that compiles nothing and writes where the compiler would (`-o`,
  /// `-emit-loaded-module-trace-path`) what it wrote for the seed: the library and the modules it
  /// loaded. The controller, its folder and so its rewritten copy are the seed's, so this is the
  /// library the compiler makes of them, in an instant where compiling takes seconds; the driver's
  /// own compiles are the seed's and `aDamagedEntryIsCompiledAgainWithANote`'s.
  static func replayedCompiler(for setup: Setup) throws -> URL {
    let seed = try Self.seed.get()
    guard
      let key = try FileManager.default.contentsOfDirectory(atPath: seed.path).first(where: {
        !$0.hasPrefix(".") && !$0.hasPrefix(ControllerCache.rewritePrefix)
      })
    else { throw SeedFailure(description: "the seed's cache holds no entry") }
    let entry = seed.appendingPathComponent(key)
    let record = try String(
      contentsOf: entry.appendingPathComponent(CompiledAgainst.recordName), encoding: .utf8)
    guard let modules = CompiledAgainst(record: record)?.modules.map(\.path) else {
      throw SeedFailure(description: "the seed's record of its modules cannot be read")
    }
    let trace = setup.temporary.deletingLastPathComponent().appendingPathComponent("trace.json")
    try JSONSerialization.data(withJSONObject: ["version": 2, "swiftmodules": modules])
      .write(to: trace)
    let library = entry.appendingPathComponent(ControllerCache.libraryName)
    return try compiler(
      """
      while [ $# -gt 0 ]; do
        case $1 in
          -o) output=$2 ;;
          -emit-loaded-module-trace-path) trace=$2 ;;
        esac
        shift
      done
      cp '\(library.path)' "$output" && cp '\(trace.path)' "$trace"

      """, for: setup)
  }

  /// A home for the user's caches, kept from test to test (the compiler's module cache, which
  /// takes a while to fill, is there), without the driver's folder in it.
  static func userCaches() throws -> URL {
    let home = DriverRun.testsFolder.appendingPathComponent("ControllerCacheTests.user-caches")
    try? FileManager.default.removeItem(at: home.appendingPathComponent("schmeeboard-controllers"))
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    return home
  }

  /// Every item under `folder`, with its size and when it was last written.
  static func snapshot(_ folder: URL) -> [String] {
    let manager = FileManager.default
    let items = ((try? manager.subpathsOfDirectory(atPath: folder.path)) ?? []).sorted()
    return ([""] + items).map { item in
      let attributes = try? manager.attributesOfItem(atPath: folder.path + "/" + item)
      let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
      let written = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
      return "\(item) \(size) \(written)"
    }
  }

  /// A process number no process has: a child's, after its end.
  static func endedProcess() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exit 0"]
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  @Test func aSecondRunLoadsTheVerifiedEntryAndWritesNothing() throws {
    let setup = try Self.setup(seeded: true)
    let before = Self.snapshot(setup.cache)
    let run = try setup.run()
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.progress.isEmpty, "nothing compiled, nothing to note")
    #expect(setup.rewrites.count == 1, "the rewrite is kept beside the library")
    #expect(Self.snapshot(setup.cache) == before, "the cache is as it was")
    #expect(try FileManager.default.contentsOfDirectory(atPath: setup.temporary.path).isEmpty)
  }

  /// The ways an entry is found damaged, and the note that says why.
  enum Damage: String, CaseIterable {
    case halfWritten, empty, garbage, folderForLibrary, fileForEntry, recordMissing
    case writableByOthers

    var reason: String {
      switch self {
      case .halfWritten, .empty, .garbage: "its library is not the one stored"
      case .folderForLibrary: "its library is not a file"
      case .fileForEntry: "not a folder"
      case .recordMissing: "the record of its library is missing"
      case .writableByOthers: "writable by other users"
      }
    }

    func apply(to entry: URL) throws {
      let manager = FileManager.default
      let library = entry.appendingPathComponent("libcontroller.so")
      switch self {
      case .halfWritten:
        let bytes = try Data(contentsOf: library)
        try bytes.prefix(bytes.count / 2).write(to: library)
      case .empty: try Data().write(to: library)
      case .garbage:
        let size = try Data(contentsOf: library).count
        try Data(repeating: 0x5a, count: size).write(to: library)
      case .folderForLibrary:
        try manager.removeItem(at: library)
        try manager.createDirectory(at: library, withIntermediateDirectories: false)
      case .fileForEntry:
        try manager.removeItem(at: entry)
        try Data("not an entry".utf8).write(to: entry)
      case .recordMissing: try manager.removeItem(at: entry.appendingPathComponent("stored.txt"))
      case .writableByOthers:
        try manager.setAttributes([.posixPermissions: 0o777], ofItemAtPath: entry.path)
      }
    }
  }

  // Each way is found before the entry is loaded, with its reason, and a store puts the entry
  // back in its place, whatever stands there: in process, where a run of the driver would add a
  // compile of seconds and nothing to check (the run is the next test's).
  @Test(arguments: Damage.allCases)
  func aDamagedEntryIsFoundWithItsReasonAndStoredAgain(_ damage: Damage) throws {
    let setup = try Self.setup(seeded: true, test: "found-\(damage.rawValue)")
    let key = try #require(setup.entries.first)
    let entry = setup.cache.appendingPathComponent(key)
    let compiled = setup.temporary.appendingPathComponent(ControllerCache.libraryName)
    try FileManager.default.copyItem(
      at: entry.appendingPathComponent(ControllerCache.libraryName), to: compiled)
    let record = try String(
      contentsOf: entry.appendingPathComponent(CompiledAgainst.recordName), encoding: .utf8)
    let compiledAgainst = try #require(CompiledAgainst(record: record))
    try damage.apply(to: entry)
    let cache = ControllerCache(folder: setup.cache.path)
    #expect(cache.lookup(key) == .damaged(damage.reason))
    let stored = try cache.store(library: compiled.path, compiledAgainst: compiledAgainst, key: key)
    #expect(stored == entry.appendingPathComponent(ControllerCache.libraryName).path)
    #expect(cache.lookup(key) == .library(stored))
    #expect(setup.entries == [key])
  }

  // The driver notes the damage and compiles the library again, and the entry stored again serves
  // the next run. One way: the driver's path is the same for each (the cache's lookup names the
  // reason, its store puts the entry back), and each way is found and stored again in the test
  // above; a run of the driver for each cost `SWEEP=all` a compile each, some 18 s of CPU.
  @Test(arguments: [Damage.halfWritten])
  func aDamagedEntryIsCompiledAgainWithANote(_ damage: Damage) throws {
    let setup = try Self.setup(seeded: true, test: "damaged-\(damage.rawValue)")
    let key = try #require(setup.entries.first)
    let entry = setup.cache.appendingPathComponent(key)
    try damage.apply(to: entry)
    let run = try setup.run()
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError.isEmpty)
    #expect(
      run.progress == [
        "the cached controller \(entry.path) is damaged (\(damage.reason)): compiling it again",
        "compiling CachedViewController.swift",
      ])
    let healed = try setup.run()
    #expect(healed.status == 0)
    #expect(healed.progress.isEmpty, "the entry stored again serves the next run")
    #expect(setup.entries == [key])
  }

  @Test func aDamagedEntryIsNotNotedWhenTheUsersCacheServesTheLibrary() throws {
    var setup = try Self.setup(seeded: true)
    let userCaches = try Self.userCaches()
    setup.userCaches = userCaches
    try FileManager.default.copyItem(
      at: Self.seed.get(), to: userCaches.appendingPathComponent("schmeeboard-controllers"))
    let key = try #require(setup.entries.first)
    try Damage.empty.apply(to: setup.cache.appendingPathComponent(key))
    let run = try setup.run()
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.progress.isEmpty, "served from the user's cache: nothing compiled, nothing noted")
  }

  @Test func entriesAreTheUsersAloneAndNamedBySHA256() throws {
    let setup = try Self.setup(seeded: true)
    let key = try #require(setup.entries.first)
    #expect(key.count == 64 && key.allSatisfy(\.isHexDigit))
    let manager = FileManager.default
    let entry = setup.cache.appendingPathComponent(key)
    let modes = try
      ([entry]
      + manager.contentsOfDirectory(atPath: entry.path).sorted().map {
        entry.appendingPathComponent($0)
      }).map {
        (try manager.attributesOfItem(atPath: $0.path)[.posixPermissions] as? NSNumber)?.intValue
      }
    #expect(modes == [0o700, 0o600, 0o600, 0o600])
  }

  /// The command that runs a program as a user to whom a folder's mode applies: the superuser
  /// writes anywhere whatever the mode says, so as root it is `nobody` (util-linux's `setpriv`);
  /// another user is already one. With the user's and group's numbers, to give them the folders.
  static func unprivileged() -> (command: [String], user: uid_t, group: gid_t) {
    guard getuid() == 0, let nobody = getpwnam("nobody") else { return ([], getuid(), getgid()) }
    let user = nobody.pointee.pw_uid
    let group = nobody.pointee.pw_gid
    return (
      ["setpriv", "--reuid=\(user)", "--regid=\(group)", "--clear-groups"], user, group
    )
  }

  /// The exit status of `arguments` run through `command` (`unprivileged()`).
  static func status(of arguments: [String], through command: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command + arguments
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  @Test func aReadOnlyCacheServesItsEntryWithoutWriting() throws {
    let setup = try Self.setup(seeded: true)
    let manager = FileManager.default
    let key = try #require(setup.entries.first)
    let entry = setup.cache.appendingPathComponent(key)
    // The library's entry and its rewrite's.
    let entries = [entry] + setup.rewrites.map { setup.cache.appendingPathComponent($0) }
    let (command, user, group) = Self.unprivileged()
    let files = try entries.flatMap { entry in
      try manager.contentsOfDirectory(atPath: entry.path).map { entry.appendingPathComponent($0) }
    }
    let items = [setup.temporary, setup.cache] + entries + files
    for item in items { #expect(chown(item.path, user, group) == 0) }
    for item in entries + [setup.cache] {
      try manager.setAttributes([.posixPermissions: 0o500], ofItemAtPath: item.path)
    }
    defer {
      for item in [setup.cache] + entries {
        try? manager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: item.path)
      }
    }
    // The driver's user cannot write there: neither make a folder in the cache nor in the entry.
    for folder in [setup.cache, entry] {
      let probe = folder.appendingPathComponent("probe").path
      #expect(try Self.status(of: ["mkdir", probe], through: command) != 0)
    }
    let before = Self.snapshot(setup.cache)
    let run = try setup.run(through: command)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.progress.isEmpty, "served from the cache: nothing compiled, nothing noted")
    #expect(run.standardOutput.hasPrefix("CachedViewController\t"))
    #expect(Self.snapshot(setup.cache) == before, "the cache is as it was")
    #expect(setup.workFolders.isEmpty)
  }

  /// Whether a file system of a given size can be mounted in a mount namespace of a command's
  /// own (util-linux's `unshare`, as root or in a user namespace).
  static let canMountAFileSystemOfItsOwn: Bool = {
    guard let folder = try? DriverRun.folder([], test: "mount-probe") else { return false }
    let script = "mount -t tmpfs -o size=16k tmpfs \"$0\""
    return (try? status(of: ["unshare", "-rm", "sh", "-c", script, folder.path], through: [])) == 0
  }()

  // The superuser's read-only cache is one on a read-only file system (a container's image, a
  // read-only mount): here the cache bind-mounted read-only in a mount namespace of the driver's
  // own, the driver running as this process's user, root on CI.
  @Test(.enabled(if: canMountAFileSystemOfItsOwn))
  func aCacheOnAReadOnlyFileSystemServesItsEntry() throws {
    let setup = try Self.setup(seeded: true)
    let key = try #require(setup.entries.first)
    let script = """
      mount --bind "$CACHE" "$CACHE" && mount -o remount,bind,ro "$CACHE" || exit 99
      if mkdir "$CACHE/probe" 2>/dev/null || mkdir "$CACHE/$KEY/probe" 2>/dev/null; then exit 98; fi
      exec "$@"
      """
    var environment = setup.environment
    environment["CACHE"] = setup.cache.path
    environment["KEY"] = key
    let before = Self.snapshot(setup.cache)
    let run = try DriverRun(
      ["--controller", setup.controller.path, "--scenario", "show-hide", "--summary"],
      environment: environment, through: ["unshare", "-rm", "sh", "-c", script, "read-only"])
    #expect(run.status != 98, "the cache or its entry could be written")
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.progress.isEmpty, "served from the cache: nothing compiled, nothing noted")
    #expect(run.standardOutput.hasPrefix("CachedViewController\t"))
    #expect(Self.snapshot(setup.cache) == before, "the cache is as it was")
    #expect(setup.workFolders.isEmpty)
  }

  // The cache and the user's cache folder are each a file system of 16 KiB (a tmpfs, mounted in
  // a mount namespace of the driver's own), smaller than the library (some 60 KB): the compile,
  // in TMPDIR, succeeds, and the store's write fails with ENOSPC, as on a full disk. What is left
  // on them is listed in that namespace, before it goes with the driver.
  @Test(.enabled(if: canMountAFileSystemOfItsOwn))
  func aFullDiskWhileStoringIs74NamingTheFoldersAndLeavesNothing() throws {
    var setup = try Self.setup(seeded: false)
    setup.compiler = try Self.replayedCompiler(for: setup)
    let manager = FileManager.default
    try manager.createDirectory(at: setup.cache, withIntermediateDirectories: true)
    let userCaches = try Self.userCaches()
    setup.userCaches = userCaches
    let user = userCaches.appendingPathComponent("schmeeboard-controllers")
    try manager.createDirectory(at: user, withIntermediateDirectories: true)
    let listing = setup.temporary.deletingLastPathComponent().appendingPathComponent("left.txt")
    let script = """
      for folder in "$CACHE" "$USER_CACHE"; do
        mount -t tmpfs -o size=16k,mode=0700 tmpfs "$folder" || exit 99
      done
      "$@"
      status=$?
      find "$CACHE" "$USER_CACHE" -mindepth 1 > "$LISTING"
      exit $status
      """
    var environment = setup.environment
    environment["CACHE"] = setup.cache.path
    environment["USER_CACHE"] = user.path
    environment["LISTING"] = listing.path
    let run = try DriverRun(
      ["--controller", setup.controller.path, "--scenario", "show-hide", "--summary"],
      environment: environment, through: ["unshare", "-rm", "sh", "-c", script, "full-disk"])
    #expect(run.status == 74)
    #expect(run.progress == ["compiling CachedViewController.swift"])
    #expect(
      run.standardError
        == "error: cannot store the compiled controller: \(setup.cache.path): No space left on "
        + "device; \(user.path): No space left on device")
    #expect(run.standardOutput.isEmpty)
    #expect(try String(contentsOf: listing, encoding: .utf8) == "", "nothing half-written")
    #expect(setup.workFolders.isEmpty)
  }

  @Test func aCacheThatCannotBeMadeFallsBackToTheUsersOwn() throws {
    var setup = try Self.setup(seeded: false)
    setup.compiler = try Self.replayedCompiler(for: setup)
    let blocker = setup.temporary.deletingLastPathComponent().appendingPathComponent("a-file")
    try Data("a file where the cache's folder would go".utf8).write(to: blocker)
    setup.cache = blocker.appendingPathComponent("cache")
    let userCaches = try Self.userCaches()
    setup.userCaches = userCaches
    let run = try setup.run()
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError.isEmpty)
    let user = userCaches.appendingPathComponent("schmeeboard-controllers")
    let stored = try FileManager.default.contentsOfDirectory(atPath: user.path)
    #expect(stored.filter { !$0.hasPrefix(ControllerCache.rewritePrefix) }.count == 1)
    #expect(
      stored.filter { $0.hasPrefix(ControllerCache.rewritePrefix) }.count == 1,
      "the rewrite is kept beside the library")
  }

  @Test func noCacheThatCanBeWrittenIs74InOneLineNamingTheFolders() throws {
    var setup = try Self.setup(seeded: false)
    setup.compiler = try Self.replayedCompiler(for: setup)
    let blocker = setup.temporary.deletingLastPathComponent().appendingPathComponent("a-file")
    try Data("a file where the caches' folders would go".utf8).write(to: blocker)
    setup.cache = blocker.appendingPathComponent("cache")
    let userCaches = try Self.userCaches()
    setup.userCaches = userCaches
    let user = userCaches.appendingPathComponent("schmeeboard-controllers")
    try Data("a file where the user's cache folder would go".utf8).write(to: user)
    defer { try? FileManager.default.removeItem(at: user) }
    let run = try setup.run()
    #expect(run.status == 74)
    #expect(
      run.standardError
        == "error: cannot store the compiled controller: \(setup.cache.path): Not a directory; "
        + "\(user.path): Not a directory")
    #expect(run.standardOutput.isEmpty)
    #expect(setup.workFolders.isEmpty)
  }

  // A temporary folder that is a file: the system's words for why no work folder can be made there,
  // and what to do.
  @Test func aTemporaryFolderThatCannotHoldTheBuildIs74InTheSystemsWords() throws {
    var setup = try Self.setup(seeded: false)
    let blocker = setup.temporary.deletingLastPathComponent().appendingPathComponent("a-file")
    try Data("a file where the temporary folder would be".utf8).write(to: blocker)
    setup.temporary = blocker
    let run = try setup.run()
    #expect(run.status == 74)
    #expect(
      run.standardError
        == "error: cannot make a folder for the controller's build in \(blocker.path): Not a "
        + "directory; set TMPDIR to a folder you can write")
    #expect(run.progress.isEmpty, "nothing compiled")
    #expect(setup.entries.isEmpty)
  }

  // A compiler that finds the disk or the quota full (here one on PATH that says so, as swiftc's
  // frontend does) is the machine's fault, not the user's code's: 74, naming the folder.
  @Test(arguments: ["No space left on device", "Disk quota exceeded"])
  func aFullDiskWhileCompilingIs74NamingTheFolder(_ reason: String) throws {
    var setup = try Self.setup(seeded: false, test: "full-\(reason.prefix(4))")
    setup.compiler = try Self.compiler(
      "echo 'error: unable to write file: \(reason)' >&2\nexit 1\n", for: setup)
    let run = try DriverRun(
      ["--controller", setup.controller.path], environment: setup.environment)
    #expect(run.status == 74)
    #expect(
      run.standardError
        == "error: cannot compile the controller in \(setup.temporary.path): \(reason); free some "
        + "space there, or set TMPDIR to a folder on another device")
    #expect(setup.entries.isEmpty)
  }

  @Test func theLeftoversOfStoppedDriversAreRemovedAndNoOneElses() throws {
    var setup = try Self.setup(seeded: false)
    setup.compiler = try Self.replayedCompiler(for: setup)
    let manager = FileManager.default
    let ended = try Self.endedProcess()
    let living = getpid()
    let leftovers = [
      setup.temporary.appendingPathComponent("schmeeboard-work.\(ended).a1b2c3"),
      setup.cache.appendingPathComponent(".partial.\(ended).\(String(repeating: "0", count: 64))"),
      setup.cache.appendingPathComponent("work.\(ended)"),
    ]
    let running = setup.temporary.appendingPathComponent("schmeeboard-work.\(living).d4e5f6")
    for folder in leftovers + [running] {
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    let run = try setup.run()
    #expect(run.status == 0, "\(run.standardError)")
    #expect(leftovers.allSatisfy { !manager.fileExists(atPath: $0.path) })
    #expect(manager.fileExists(atPath: running.path), "a running driver's folder stays")
    #expect(setup.entries.count == 1)
  }

  // A driver from before the work folders moved to TMPDIR left `work.<pid>` in the cache itself,
  // and a stopped store its staging folder: a run that compiles nothing removes them too.
  @Test func aRunThatCompilesNothingAlsoRemovesStoppedDriversLeftovers() throws {
    let setup = try Self.setup(seeded: true)
    let manager = FileManager.default
    let key = try #require(setup.entries.first)
    let ended = try Self.endedProcess()
    let leftovers = [
      setup.cache.appendingPathComponent("work.\(ended)"),
      setup.cache.appendingPathComponent(".partial.\(ended).\(key)"),
    ]
    let running = setup.cache.appendingPathComponent("work.\(getpid())")
    for folder in leftovers + [running] {
      try manager.createDirectory(
        at: folder.appendingPathComponent("rewritten"), withIntermediateDirectories: true)
    }
    let run = try setup.run()
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.progress.isEmpty, "served from the cache: nothing compiled")
    #expect(leftovers.allSatisfy { !manager.fileExists(atPath: $0.path) })
    #expect(manager.fileExists(atPath: running.path), "a running driver's folder stays")
    #expect(setup.entries == ["work.\(getpid())", key].sorted())
  }

  // Entries of 40 bytes each, stored a minute apart, under a bound of 100: the two oldest go,
  // and the one just stored stays even when it is the oldest.
  @Test func pastTheSizeBoundTheOldestEntriesGo() throws {
    let folder = try DriverRun.folder([])
    let manager = FileManager.default
    let names = ["a", "b", "c", "d"].map { String(repeating: $0, count: 64) }
    for (index, name) in names.enumerated() {
      let entry = folder.appendingPathComponent(name)
      try manager.createDirectory(at: entry, withIntermediateDirectories: false)
      try Data(repeating: 1, count: 40).write(to: entry.appendingPathComponent("libcontroller.so"))
      try manager.setAttributes(
        [.modificationDate: Date(timeIntervalSince1970: 1_000_000 + Double(index) * 60)],
        ofItemAtPath: entry.path)
    }
    let sizeOfAFolder = try Int64(
      #require(manager.attributesOfItem(atPath: folder.path)[.size] as? NSNumber).intValue)
    ControllerCache(folder: folder.path, sizeLimit: 2 * (40 + sizeOfAFolder)).prune(
      keeping: names[0])
    #expect(try manager.contentsOfDirectory(atPath: folder.path).sorted() == [names[0], names[3]])
  }
}
