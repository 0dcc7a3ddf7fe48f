import FoundationEssentials

extension LabLocation {
  /// The compiler's arguments that find the lab's modules for a user's file: the Swift modules'
  /// folder, and the module map of each C module they import in turn: those SwiftPM makes in the
  /// C target's own build folder (OpenCombine's helpers, which the module `Combine` imports), and
  /// those a dependency keeps in its sources, in the build folder's checkouts (swift-system's
  /// `CSystem`, which `SystemPackage` imports).
  var moduleSearchArguments: [String] {
    let manager = FileManager.default
    let folders = (try? manager.contentsOfDirectory(atPath: binaries)) ?? []
    let built = folders.filter { $0.hasSuffix(".build") }.sorted()
      .map { "\(binaries)/\($0)/module.modulemap" }
    let checkouts = binaries + "/../../checkouts"
    let packages = (try? manager.contentsOfDirectory(atPath: checkouts)) ?? []
    let kept = packages.sorted().flatMap { package in
      let sources = "\(checkouts)/\(package)/Sources"
      return ((try? manager.contentsOfDirectory(atPath: sources)) ?? []).sorted()
        .map { "\(sources)/\($0)/include/module.modulemap" }
    }
    let moduleMaps = (built + kept).filter { manager.fileExists(atPath: $0) }
    return ["-I", modules] + moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }
  }
}
