import FoundationEssentials
import SchmeeboardCommandLine
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder of compiled controllers, one entry per content hash (`ContentHash`): a folder
/// holding the library, the modules it was compiled against (`CompiledAgainst`) and the record of
/// the library as it was stored (its size and SHA-256).
///
/// An entry is written whole in a staging folder of the process (`.partial.<pid>.<key>`), flushed
/// to disk, then renamed into place, so a run never sees half of one. Before it is loaded it is
/// verified: a folder and a library owned by the user and writable by no one else, the library's
/// size and SHA-256 those recorded when it was stored (a library is some 60 KB; hashing it takes
/// milliseconds). Entries are private to the user (0700, 0600). After a store,
/// the oldest entries go while the folder holds more than `sizeLimit`. Looking an entry up writes
/// nothing, so a read-only cache serves what it holds.
///
/// The rewriter's copies the libraries were compiled from are kept in the same folder, as entries
/// of their own (`ControllerCache+Rewrites`).
struct ControllerCache {
  /// The folder.
  var folder: String
  /// The most the folder's entries may hold together, in bytes.
  var sizeLimit: Int64 = Self.defaultSizeLimit

  /// 512 MiB: some two hundred controllers of the examples' size.
  static let defaultSizeLimit: Int64 = 512 << 20
  /// The library's name in an entry.
  static let libraryName = "libcontroller.so"
  /// The record of the library as it was stored.
  static let storedName = "stored.txt"
  /// The staging folders' name before the process number.
  static let stagingPrefix = ".partial."
  /// The work folders' name before the process number, in drivers from before they moved to
  /// `TMPDIR` (`WorkFolder`).
  static let oldWorkPrefix = "work."

  /// What a folder holds for a key.
  enum Lookup: Equatable {
    /// A verified library, compiled against the modules as they are: its path.
    case library(String)
    /// Nothing, or an entry compiled against modules that have changed since.
    case missing
    /// An entry that is not what was stored: why.
    case damaged(String)
  }

  /// A failure to store an entry: the folder and the system's error, whose `description` is the
  /// C library's words for it (`No space left on device`).
  struct WriteFailure: Error {
    var folder: String
    var error: Errno
  }

  /// The caches the driver uses, in order: `SCHMEEBOARD_CONTROLLER_CACHE` if set, else the folder
  /// beside the lab's modules; then the user's own (`XDG_CACHE_HOME` or `~/.cache`), where the
  /// first cannot be written.
  static func folders(_ lab: LabLocation) -> [ControllerCache] {
    func variable(_ name: String) -> String? {
      getenv(name).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    }
    let primary = variable("SCHMEEBOARD_CONTROLLER_CACHE") ?? lab.controllerCache
    let userCaches = variable("XDG_CACHE_HOME") ?? variable("HOME").map { $0 + "/.cache" }
    let user = userCaches.map { $0 + "/schmeeboard-controllers" }
    return ([primary] + (user.map { [$0] } ?? [])).map { ControllerCache(folder: $0) }
  }

  /// The entry for `key`, verified.
  func lookup(_ key: String) -> Lookup {
    let entry = folder + "/" + key
    var info = stat()
    guard lstat(entry, &info) == 0 else { return .missing }
    if let fault = Self.ownershipFault(info, isFolder: true) { return .damaged(fault) }
    let library = entry + "/" + Self.libraryName
    guard lstat(library, &info) == 0 else { return .damaged("its library is missing") }
    if let fault = Self.ownershipFault(info, isFolder: false) {
      return .damaged("its library is \(fault)")
    }
    guard
      let stored = try? String(
        contentsOf: URL(filePath: entry + "/" + Self.storedName), encoding: .utf8)
    else { return .damaged("the record of its library is missing") }
    guard stored.split(separator: " ").first == "\(info.st_size)",
      let bytes = try? readFile(library), stored == Self.record(bytes)
    else { return .damaged("its library is not the one stored") }
    guard
      let modules = try? String(
        contentsOf: URL(filePath: entry + "/" + CompiledAgainst.recordName), encoding: .utf8),
      let compiledAgainst = CompiledAgainst(record: modules)
    else { return .damaged("the record of the modules it was compiled against is missing") }
    return compiledAgainst.isCurrent ? .library(library) : .missing
  }

  /// Stores the library at `library`, compiled against `compiledAgainst`, as `key`'s entry
  /// (in place of a damaged or outdated one), then prunes the oldest; the stored library's path.
  /// Nothing is left of a store that fails.
  func store(
    library: String, compiledAgainst: CompiledAgainst, key: String
  ) throws(WriteFailure) -> String {
    let bytes = try readFile(library)
    let files = [
      Self.libraryName: bytes, Self.storedName: Array(Self.record(bytes).utf8),
      CompiledAgainst.recordName: Array(compiledAgainst.record.utf8),
    ]
    let theirs = try storeEntry(key, files: files) {
      if case .library(let theirs) = lookup(key) { theirs } else { nil }
    }
    if let theirs { return theirs }
    prune(keeping: key)
    return folder + "/" + key + "/" + Self.libraryName
  }

  /// Stores `files` (each name's bytes) as the entry `name`: written whole in a staging folder,
  /// flushed to disk, then renamed into place of whatever stands there. When `served` finds an
  /// entry another run stored meanwhile, that one serves: what `served` gave, `nil` when `files`
  /// were stored. Nothing is left of a store that fails.
  func storeEntry(
    _ name: String, files: [String: [UInt8]], served: () -> String?
  ) throws(WriteFailure) -> String? {
    let entry = folder + "/" + name
    try makeFolder(folder)
    removeAbandoned()
    let staging = folder + "/" + Self.stagingPrefix + "\(getpid()).\(name)"
    try? FileManager.default.removeItem(atPath: staging)
    do throws(WriteFailure) {
      try makeFolder(staging)
      for (file, bytes) in files.sorted(by: { $0.key < $1.key }) {
        try writeFile(bytes, to: staging + "/" + file)
      }
      try flush(staging)
      // Another run may have stored the same entry meanwhile: its entry serves. A damaged or
      // outdated one goes.
      if let theirs = served() {
        try? FileManager.default.removeItem(atPath: staging)
        return theirs
      }
      try? FileManager.default.removeItem(atPath: entry)
      if rename(staging, entry) != 0 {
        let code = errno
        guard let theirs = served() else {
          throw WriteFailure(folder: folder, error: Errno(rawValue: code))
        }
        try? FileManager.default.removeItem(atPath: staging)
        return theirs
      }
      try flush(folder)
    } catch {
      try? FileManager.default.removeItem(atPath: staging)
      throw error
    }
    return nil
  }

  /// Removes what stopped drivers left in the folder: their staging folders, and the work folders
  /// (`work.<pid>`) of drivers from before the work folders moved to `TMPDIR`. Called on every
  /// run, hit or not, it writes nothing when there is nothing to remove, and nothing where the
  /// folder cannot be written.
  func removeAbandoned() {
    AbandonedFolders.remove(in: folder, prefix: Self.stagingPrefix)
    AbandonedFolders.remove(in: folder, prefix: Self.oldWorkPrefix)
  }

  /// Removes the oldest entries (by when they were stored) while the folder's entries hold more
  /// than `sizeLimit`, never `key`'s.
  func prune(keeping key: String) {
    let manager = FileManager.default
    let names = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter {
      !$0.hasPrefix(".")
    }
    var entries = names.map { name -> (name: String, stored: Date, size: Int64) in
      let path = folder + "/" + name
      let files = ((try? manager.subpathsOfDirectory(atPath: path)) ?? []).map { path + "/" + $0 }
      let size = ([path] + files).reduce(Int64(0)) { total, file in
        var info = stat()
        return total + (lstat(file, &info) == 0 ? Int64(info.st_size) : 0)
      }
      return (name, manager.modificationDate(ofItemAtPath: path) ?? .distantPast, size)
    }.sorted { ($0.stored, $0.name) < ($1.stored, $1.name) }
    var total = entries.reduce(Int64(0)) { $0 + $1.size }
    while total > sizeLimit, let oldest = entries.first(where: { $0.name != key }) {
      try? manager.removeItem(atPath: folder + "/" + oldest.name)
      total -= oldest.size
      entries.removeAll { $0.name == oldest.name }
    }
  }

  /// Why an entry's item, whose status is `info`, cannot be trusted; `nil` when it can.
  static func ownershipFault(_ info: stat, isFolder: Bool) -> String? {
    let type = info.st_mode & S_IFMT
    if type != (isFolder ? S_IFDIR : S_IFREG) { return isFolder ? "not a folder" : "not a file" }
    if info.st_uid != getuid() { return "owned by another user" }
    if info.st_mode & (S_IWGRP | S_IWOTH) != 0 { return "writable by other users" }
    return nil
  }

  /// The record of a stored file (a library): its size and SHA-256.
  static func record(_ file: [UInt8]) -> String {
    var digest = SHA256()
    digest.update(file)
    return "\(file.count) \(digest.hex())\n"
  }

  /// Makes `path` and the folders above it that are missing, each the user's alone.
  private func makeFolder(_ path: String) throws(WriteFailure) {
    var made = ""
    for component in path.split(separator: "/") {
      made += "/" + component
      guard mkdir(made, 0o700) == 0 || errno == EEXIST else {
        throw WriteFailure(folder: folder, error: Errno(rawValue: errno))
      }
    }
  }

  /// The bytes of the file at `path`.
  func readFile(_ path: String) throws(WriteFailure) -> [UInt8] {
    do {
      let file = try FileDescriptor.open(path, .readOnly)
      defer { try? file.close() }
      return try file.bytes()
    } catch {
      throw WriteFailure(folder: folder, error: Errno(thrown: error))
    }
  }

  /// Writes `bytes` to a new file at `path`, the user's alone, and flushes it to disk.
  private func writeFile(_ bytes: [UInt8], to path: String) throws(WriteFailure) {
    do {
      let file = try FileDescriptor.open(
        path, .writeOnly, options: [.create, .exclusiveCreate], permissions: .ownerReadWrite)
      defer { try? file.close() }
      try file.writeAll(bytes)
      guard fsync(file.rawValue) == 0 else { throw Errno(rawValue: errno) }
    } catch {
      throw WriteFailure(folder: folder, error: Errno(thrown: error))
    }
  }

  /// Flushes the folder at `path` (the names in it) to disk.
  private func flush(_ path: String) throws(WriteFailure) {
    let handle = open(path, O_RDONLY)
    guard handle >= 0 else { throw WriteFailure(folder: folder, error: Errno(rawValue: errno)) }
    defer { close(handle) }
    guard fsync(handle) == 0 else {
      throw WriteFailure(folder: folder, error: Errno(rawValue: errno))
    }
  }
}
