import FoundationEssentials

extension LabLocation {
  /// The compiler's arguments that find the lab's modules for a user's file: the Swift modules'
  /// folder, and the module map of each C module there (OpenCombine's helpers, which the module
  /// `Combine` imports in turn), which SwiftPM keeps in the C target's own build folder.
  var moduleSearchArguments: [String] {
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: binaries)) ?? []
    let moduleMaps = folders.filter { $0.hasSuffix(".build") }.sorted()
      .map { "\(binaries)/\($0)/module.modulemap" }
      .filter { FileManager.default.fileExists(atPath: $0) }
    return ["-I", modules] + moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }
  }
}
