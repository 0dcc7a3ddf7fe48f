import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An entry of several files, each recorded as it was stored (its size, SHA-256 and name, a line
/// each in `stored.txt`): the rewriter's copies (`ControllerCache+Rewrites`) and the app's own
/// modules (`ControllerCache+Modules`). Verified before its files are used, as a library's entry
/// is: a folder and files owned by the user and writable by no one else, each file the size and
/// SHA-256 recorded.
extension ControllerCache {
  /// What a folder holds for an entry of recorded files.
  enum FilesLookup: Equatable {
    /// The verified files, each name's bytes.
    case files([String: [UInt8]])
    /// Nothing.
    case missing
    /// An entry that is not what was stored: why.
    case damaged(String)
  }

  /// The entry `name`'s files, verified against their record.
  func recordedFiles(_ name: String) -> FilesLookup {
    let entry = folder + "/" + name
    var info = stat()
    guard lstat(entry, &info) == 0 else { return .missing }
    if let fault = Self.ownershipFault(info, isFolder: true) { return .damaged(fault) }
    guard
      let record = try? String(
        contentsOf: URL(filePath: entry + "/" + Self.storedName), encoding: .utf8)
    else { return .damaged("the record of its files is missing") }
    var files: [String: [UInt8]] = [:]
    for line in record.split(separator: "\n") {
      // `<size> <SHA-256> <name>`: the name last, as it may hold spaces.
      let fields = line.split(separator: " ", maxSplits: 2)
      guard fields.count == 3 else { return .damaged("the record of its files is not one") }
      let name = String(fields[2])
      let path = entry + "/" + name
      guard !name.contains("/"), lstat(path, &info) == 0 else {
        return .damaged("its file \(name) is missing")
      }
      if let fault = Self.ownershipFault(info, isFolder: false) {
        return .damaged("its file \(name) is \(fault)")
      }
      guard let bytes = try? readFile(path), Self.record(bytes) == "\(fields[0]) \(fields[1])\n"
      else { return .damaged("its file \(name) is not the one stored") }
      files[name] = bytes
    }
    return .files(files)
  }

  /// Stores `files` (each name's bytes) and their record as the entry `name`, in place of a
  /// damaged or outdated one; when `served` finds an entry another run stored meanwhile, that one
  /// serves (`storeEntry`).
  func storeRecordedFiles(
    _ files: [String: [UInt8]], as name: String, served: () -> String?
  ) throws(WriteFailure) -> String? {
    var stored = files
    stored[Self.storedName] = Array(
      files.sorted { $0.key < $1.key }.map { name, bytes in
        Self.record(bytes).dropLast() + " \(name)\n"
      }.joined().utf8)
    return try storeEntry(name, files: stored, served: served)
  }
}
