import SchmeeboardLab

/// What the driver compiles once per content (a controller's library, a module of the app's own)
/// is looked up in the caches in order, and stored in the first that can store it
/// (`ControllerCache.folders(_:)`).
extension ControllerCache {
  /// The first of `caches` whose entry `lookup` finds sound: its path and the cache; `nil` when
  /// none serves, after a note for each damaged entry (`what` and `entry` name it), said only
  /// then, as the entry is then compiled again.
  static func served(
    from caches: [ControllerCache], what: String, entry: String,
    lookup: (ControllerCache) -> Lookup
  ) -> (path: String, cache: ControllerCache)? {
    var damaged: [String] = []
    for cache in caches {
      switch lookup(cache) {
      case .library(let path): return (path, cache)
      case .missing: continue
      case .damaged(let reason): damaged.append("\(cache.folder)/\(entry) is damaged (\(reason))")
      }
    }
    for entry in damaged {
      DriverProgress.say("the cached \(what) \(entry): compiling it again")
    }
    return nil
  }

  /// Stores with `store` in the first of `caches` that can: what `store` gave and the cache;
  /// throws one line naming every cache's failure when none can.
  static func stored(
    in caches: [ControllerCache], what: String,
    store: (ControllerCache) throws(WriteFailure) -> String
  ) throws(CommandFailure) -> (path: String, cache: ControllerCache) {
    var failures: [WriteFailure] = []
    for cache in caches {
      do throws(WriteFailure) {
        return (try store(cache), cache)
      } catch {
        failures.append(error)
      }
    }
    throw CommandFailure(
      .ioError,
      "cannot store the compiled \(what): "
        + failures.map { "\($0.folder): \($0.error.description)" }.joined(separator: "; "))
  }
}
