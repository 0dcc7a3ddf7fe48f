import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The rewriter's copies kept beside the compiled controllers, so that a launch of files the cache
/// already holds runs no rewriter, a process of its own (issue 40): an entry `rewrite-<key>` per
/// rewrite, named by what the rewrite depends on (`ControllerRewriter.key(for:executable:)`),
/// holding the rewritten files, their `manifest.json` and the record of each (its size, SHA-256
/// and name, `stored.txt`).
///
/// It is stored as a library's entry is (`storeEntry`: whole, then renamed into place, the user's
/// alone) and verified as one is before its files are used: a folder and files owned by the user
/// and writable by no one else, each file the size and SHA-256 recorded, its manifest naming the
/// rewritten files it holds. Entries go with the oldest past the size bound, as libraries do.
extension ControllerCache {
  /// The rewrite entries' name before their key.
  static let rewritePrefix = "rewrite-"
  /// The rewriter's manifest's name, in its output folder and in an entry.
  static let manifestName = "manifest.json"

  /// What a folder holds for a rewrite's key.
  enum RewriteLookup: Equatable {
    /// The verified files (the rewritten copies and the manifest), each name's bytes.
    case files([String: [UInt8]])
    /// Nothing.
    case missing
    /// An entry that is not what was stored: why.
    case damaged(String)
  }

  /// The rewrite entry for `key`, verified.
  func lookupRewrite(_ key: String) -> RewriteLookup {
    let entry = folder + "/" + Self.rewritePrefix + key
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
    guard let manifest = files[Self.manifestName].flatMap({ try? Manifest(json: Data($0)) }),
      Set(manifest.files.map(\.rewritten) + [Self.manifestName]) == Set(files.keys)
    else { return .damaged("its manifest does not name the files it holds") }
    return .files(files)
  }

  /// Stores `files` (the rewritten copies and the manifest, each name's bytes) as the rewrite
  /// entry for `key`, in place of a damaged one.
  func storeRewrite(_ files: [String: [UInt8]], key: String) throws(WriteFailure) {
    var stored = files
    stored[Self.storedName] = Array(
      files.sorted { $0.key < $1.key }.map { name, bytes in
        Self.record(bytes).dropLast() + " \(name)\n"
      }.joined().utf8)
    _ = try storeEntry(Self.rewritePrefix + key, files: stored) {
      if case .files = lookupRewrite(key) { Self.rewritePrefix + key } else { nil }
    }
  }
}
