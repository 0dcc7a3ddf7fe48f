import FoundationEssentials
import SchmeeboardLab
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Swift files `--controller` names: each a `.swift` file, or a folder whose `.swift` files
/// (in its subfolders too) are taken in the order of their paths; and the app target's other files
/// among them, named or in a named folder, as the target holds them beside its Swift files: its
/// Interface Builder documents (`.xib`, `.storyboard`: `InterfaceDocuments`), its property lists
/// and JavaScript.
struct ControllerSources: Equatable {
  /// The files' real paths (`realpath`: every link and `..` resolved as the system resolves
  /// them), each once, in the order given.
  var files: [String]
  /// The Interface Builder documents' real paths, each once, in the order given.
  var documents: [String] = []
  /// The target's other files the lab reads (`targetFileExtensions`), each once, in the order
  /// given: its `Info.plist` and a Safari action's preprocessing file (`ExtensionTarget`); any
  /// property list or script named, and a named folder's scripts and `Info.plist`s.
  var targetFiles: [String] = []

  /// The extensions of the Interface Builder documents the lab reads.
  static let documentExtensions = [".xib", ".storyboard"]
  /// The extensions of the target's other files the lab reads: property lists and JavaScript.
  static let targetFileExtensions = [".plist", ".js"]

  /// The most files the lab compiles: a controller's own, not an app's whole tree.
  static let fileLimit = 1_000

  /// Resolves `paths` (as given, relative to the current folder or absolute); throws a
  /// `noInput` failure naming the cause for a path that cannot be resolved, is neither a file nor
  /// a folder, is not Swift, cannot be read, or is a folder without Swift files; a usage failure
  /// for more than `fileLimit` files.
  init(_ paths: [String]) throws(CommandFailure) {
    var files: [String] = []
    var documents: [String] = []
    var targetFiles: [String] = []
    for path in paths {
      let real = try Self.realPath(path)
      var info = stat()
      guard stat(real, &info) == 0 else { throw Self.failure(path, errno) }
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        let found = Self.files(under: real, endingIn: [".swift"])
        guard !found.isEmpty else {
          throw CommandFailure(.noInput, "no .swift file in the folder \(path)")
        }
        files += found
        documents += Self.files(under: real, endingIn: Self.documentExtensions)
        // A folder's property lists are its targets' `Info.plist`s: an app's tree holds others
        // (settings, services' configurations) that say nothing of the target.
        targetFiles += Self.files(under: real, endingIn: Self.targetFileExtensions).filter {
          !$0.hasSuffix(".plist") || $0.hasSuffix("/Info.plist")
        }
      case S_IFREG:
        let isDocument = Self.documentExtensions.contains { real.hasSuffix($0) }
        let isTargetFile = Self.targetFileExtensions.contains { real.hasSuffix($0) }
        guard path.hasSuffix(".swift") || real.hasSuffix(".swift") || isDocument || isTargetFile
        else {
          throw CommandFailure(
            .noInput,
            "not a Swift file (.swift), an Interface Builder document (.xib, .storyboard), a "
              + "property list (.plist) nor JavaScript (.js): \(path)")
        }
        guard access(real, R_OK) == 0 else { throw Self.failure(path, errno) }
        if isDocument {
          documents.append(real)
        } else if isTargetFile {
          targetFiles.append(real)
        } else {
          files.append(real)
        }
      default:
        throw CommandFailure(
          .noInput, "not a file nor a folder (\(Self.kind(info.st_mode))): \(path)")
      }
    }
    var seen = Set<String>()
    self.files = files.filter { seen.insert($0).inserted }
    self.documents = documents.filter { seen.insert($0).inserted }
    self.targetFiles = targetFiles.filter { seen.insert($0).inserted }
    guard self.files.count <= Self.fileLimit else {
      throw CommandFailure(
        .usage,
        "\(self.files.count) Swift files in \(paths.joined(separator: ", ")); the lab compiles "
          + "at most \(Self.fileLimit), a controller's own: name its files or their folder")
    }
  }

  /// `path` (relative to the current folder or absolute) resolved by the system.
  private static func realPath(_ path: String) throws(CommandFailure) -> String {
    guard let resolved = realpath(path, nil) else { throw failure(path, errno) }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The failure for `path`, which the system refused with `code`, naming the cause.
  private static func failure(_ path: String, _ code: Int32) -> CommandFailure {
    switch code {
    case ENOENT: CommandFailure(.noInput, "no such file or folder: \(path)")
    case ELOOP: CommandFailure(.noInput, "a loop of symbolic links: \(path)")
    case ENOTDIR: CommandFailure(.noInput, "a part of the path is not a folder: \(path)")
    case EACCES: CommandFailure(.noInput, "permission denied: \(path)")
    default: CommandFailure(.noInput, "cannot open \(path): \(Errno(rawValue: code).description)")
    }
  }

  /// What a file of `mode` that is neither a regular file nor a folder is.
  private static func kind(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFIFO: "a fifo"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "a special file"
    }
  }

  /// The real path of every regular file below `folder` whose name ends in one of `extensions`,
  /// skipping hidden files and folders, sorted by path.
  private static func files(under folder: String, endingIn extensions: [String]) -> [String] {
    let relatives = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
    return relatives.filter { relative in
      extensions.contains { relative.hasSuffix($0) }
        && !relative.split(separator: "/").contains { $0.hasPrefix(".") }
    }.sorted().compactMap { relative in
      var info = stat()
      guard let real = try? realPath(folder + "/" + relative), stat(real, &info) == 0,
        info.st_mode & S_IFMT == S_IFREG
      else { return nil }
      return real
    }
  }
}
