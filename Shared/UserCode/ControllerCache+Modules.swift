import FoundationEssentials

/// The app's own modules (`--module`), compiled once per content (`ModuleCompiler`), kept as
/// entries of the caches beside the controllers compiled against them: an entry
/// `module-<name>-<key>` holding what the compiler wrote (the module's library, its
/// `.swiftmodule` and the files beside it), the record of the modules it was compiled against
/// (`CompiledAgainst`) and the record of each file as it was stored (`recordedFiles(_:)`). It is
/// stored and verified as the rewriter's copies are, and goes with the oldest past the size bound
/// as libraries do; a controller compiled against a module that went is compiled again, since its
/// own record names the module's `.swiftmodule`.
extension ControllerCache {
  /// The module entries' name before the module's name.
  static let modulePrefix = "module-"

  /// The entry's name for module `name` compiled as `key` says.
  static func moduleEntry(_ name: String, key: String) -> String {
    modulePrefix + name + "-" + key
  }

  /// The folder of module `name`'s entry for `key`, verified, and compiled against the modules
  /// as they are: `.library` with the folder, which the controller imports (`-I`) and links (`-L`).
  func lookupModule(_ name: String, key: String) -> Lookup {
    let entry = Self.moduleEntry(name, key: key)
    switch recordedFiles(entry) {
    case .missing: return .missing
    case .damaged(let reason): return .damaged(reason)
    case .files(let files):
      guard files["lib\(name).so"] != nil, files["\(name).swiftmodule"] != nil else {
        return .damaged("its library or interface is missing")
      }
      guard
        let record = files[CompiledAgainst.recordName],
        let compiledAgainst = CompiledAgainst(record: String(decoding: record, as: UTF8.self))
      else { return .damaged("the record of the modules it was compiled against is missing") }
      return compiledAgainst.isCurrent ? .library(folder + "/" + entry) : .missing
    }
  }

  /// Stores the files the compiler wrote for module `name` in `compiled` (a folder), compiled
  /// against `compiledAgainst`, as its entry for `key` (in place of a damaged or outdated one),
  /// then prunes the oldest; the stored entry's folder.
  func storeModule(
    _ name: String, compiled: String, compiledAgainst: CompiledAgainst, key: String
  ) throws(WriteFailure) -> String {
    var files: [String: [UInt8]] = [:]
    for file in (try? FileManager.default.contentsOfDirectory(atPath: compiled)) ?? [] {
      files[file] = try readFile(compiled + "/" + file)
    }
    files[CompiledAgainst.recordName] = Array(compiledAgainst.record.utf8)
    let entry = Self.moduleEntry(name, key: key)
    let theirs = try storeRecordedFiles(files, as: entry) {
      if case .library(let theirs) = lookupModule(name, key: key) { theirs } else { nil }
    }
    if let theirs { return theirs }
    prune(keeping: entry)
    return folder + "/" + entry
  }
}
