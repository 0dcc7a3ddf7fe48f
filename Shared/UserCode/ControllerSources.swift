import FoundationEssentials

/// The Swift files `--controller` names: each a `.swift` file, or a folder whose `.swift` files
/// (in its subfolders too) are taken in the order of their paths.
struct ControllerSources: Equatable {
  /// The files' absolute paths, each once, in the order given.
  var files: [String]

  /// Resolves `paths` (as given, relative to the current folder or absolute); throws a
  /// `noInput` failure for a path that is not there, not Swift, or a folder without Swift files.
  init(_ paths: [String]) throws(DriverFailure) {
    let manager = FileManager.default
    var files: [String] = []
    for path in paths {
      let absolute = Self.absolute(path)
      guard manager.fileExists(atPath: absolute) else {
        throw DriverFailure(.noInput, "no such file or folder: \(path)")
      }
      if Self.isFolder(absolute) {
        let found = Self.swiftFiles(under: absolute)
        guard !found.isEmpty else {
          throw DriverFailure(.noInput, "no .swift file in the folder \(path)")
        }
        files += found
      } else {
        guard absolute.hasSuffix(".swift") else {
          throw DriverFailure(.noInput, "not a Swift file (.swift): \(path)")
        }
        guard manager.isReadableFile(atPath: absolute) else {
          throw DriverFailure(.noInput, "cannot read \(path)")
        }
        files.append(absolute)
      }
    }
    var seen = Set<String>()
    self.files = files.filter { seen.insert($0).inserted }
  }

  /// `path` made absolute against the current folder, with `.` and `..` resolved.
  static func absolute(_ path: String) -> String {
    let base = FileManager.default.currentDirectoryPath
    let joined = path.hasPrefix("/") ? path : base + "/" + path
    var parts: [Substring] = []
    for part in joined.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": _ = parts.popLast()
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// Whether `path` is a folder (following a link).
  private static func isFolder(_ path: String) -> Bool {
    let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
    return type == .typeDirectory
  }

  /// Every `.swift` file below `folder`, skipping hidden files and folders, sorted by path.
  private static func swiftFiles(under folder: String) -> [String] {
    let relatives = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
    return relatives.filter { relative in
      relative.hasSuffix(".swift") && !relative.split(separator: "/").contains { $0.hasPrefix(".") }
    }.map { folder + "/" + $0 }.sorted()
  }
}
