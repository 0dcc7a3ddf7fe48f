import FoundationEssentials

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

  /// The rewrite entry for `key`, verified: its recorded files (`recordedFiles(_:)`), and its
  /// manifest naming the rewritten files it holds.
  func lookupRewrite(_ key: String) -> FilesLookup {
    let found = recordedFiles(Self.rewritePrefix + key)
    guard case .files(let files) = found else { return found }
    guard let manifest = files[Self.manifestName].flatMap({ try? Manifest(json: Data($0)) }),
      Set(manifest.files.map(\.rewritten) + [Self.manifestName]) == Set(files.keys)
    else { return .damaged("its manifest does not name the files it holds") }
    return .files(files)
  }

  /// Stores `files` (the rewritten copies and the manifest, each name's bytes) as the rewrite
  /// entry for `key`, in place of a damaged one.
  func storeRewrite(_ files: [String: [UInt8]], key: String) throws(WriteFailure) {
    _ = try storeRecordedFiles(files, as: Self.rewritePrefix + key) {
      if case .files = lookupRewrite(key) { Self.rewritePrefix + key } else { nil }
    }
  }
}
