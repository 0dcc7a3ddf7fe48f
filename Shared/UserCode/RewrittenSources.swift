import FoundationEssentials

/// The rewriter's copy of a set of the user's files (the controller's, or a module's) in the work
/// folder, with its manifest, and the key a cache keeps it under (`ControllerCache+Rewrites`).
struct RewrittenSources {
  /// The folder holding the rewritten files and `manifest.json`.
  var folder: String
  /// The rewriter's manifest.
  var manifest: Manifest
  /// The rewrite's key; `nil` where one of the user's files could not be read for it.
  var key: String?
  /// Whether a cache gave the copy (so it is kept there already).
  var isCached: Bool

  /// The rewritten files' paths, in the order of the user's.
  var paths: [String] { manifest.files.map { folder + "/" + $0.rewritten } }

  /// Keeps the copy in `cache`, where it is not kept already. A copy that cannot be stored is not
  /// the run's failure: the rewriter runs again on the next launch.
  func store(in cache: ControllerCache) {
    guard !isCached, let key else { return }
    var files: [String: [UInt8]] = [:]
    for name in manifest.files.map(\.rewritten) + [ControllerCache.manifestName] {
      guard let bytes = try? Data(contentsOf: URL(filePath: folder + "/" + name)) else { return }
      files[name] = Array(bytes)
    }
    try? cache.storeRewrite(files, key: key)
  }
}
