import FoundationEssentials

/// The modules a controller's library was compiled against (the lab's and the toolchain's, as the
/// compiler's loaded-module trace lists them), each with when it was last written. The library is
/// reused while every one of them is as it was: a rebuild of the lab that changes no module's
/// interface (an edit inside a function, a test) leaves the modules untouched, so it keeps the
/// library; a changed interface or layout, or another toolchain, compiles it again.
struct CompiledAgainst: Equatable {
  /// The modules, each as its path and the time it was last written.
  var modules: [Module]

  /// A module the library was compiled against.
  struct Module: Equatable {
    var path: String
    /// When the module was last written, as seconds since 1970 (exact), or `missing`.
    var written: String
  }

  /// The file beside the library that records them.
  static let recordName = "compiled-against.txt"

  /// The modules the compiler's loaded-module trace at `tracePath` lists, as they are now.
  init(trace tracePath: String) throws {
    let trace = try JSONDecoder().decode(
      LoadedModuleTrace.self, from: Data(contentsOf: URL(filePath: tracePath)))
    modules = trace.swiftmodules.sorted().map { Module(path: $0, written: Self.written($0)) }
  }

  /// The modules a record (`record`) lists, as they were when it was written; `nil` for a
  /// record of no shape.
  init?(record: String) {
    var modules: [Module] = []
    for line in record.split(separator: "\n") {
      guard let space = line.firstIndex(of: " ") else { return nil }
      modules.append(
        Module(path: String(line[line.index(after: space)...]), written: String(line[..<space])))
    }
    guard !modules.isEmpty else { return nil }
    self.modules = modules
  }

  /// The record: a line for each module, the time it was written and its path.
  var record: String {
    modules.map { "\($0.written) \($0.path)\n" }.joined()
  }

  /// Whether every module is as it was when the record was made.
  var isCurrent: Bool {
    modules.allSatisfy { Self.written($0.path) == $0.written }
  }

  /// When the file at `path` was last written, or `missing`.
  private static func written(_ path: String) -> String {
    FileManager.default.modificationDate(ofItemAtPath: path).map { "\($0.timeIntervalSince1970)" }
      ?? "missing"
  }

  /// The part of the compiler's loaded-module trace (`-emit-loaded-module-trace-path`) read here.
  private struct LoadedModuleTrace: Decodable {
    /// Every Swift module the compilation loaded.
    var swiftmodules: [String]
  }
}
