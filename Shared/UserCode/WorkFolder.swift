import FoundationEssentials
import SchmeeboardLab
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where one driver rewrites and compiles the user's files: a folder of its own in the system's
/// temporary folder (`TMPDIR`), made private to the user, so that a read-only cache is still
/// served; removed at the end, and by the next driver when this one was stopped before it.
enum WorkFolder {
  /// The work folders' name before the process number.
  static let prefix = "schmeeboard-work."

  /// The system's temporary folder.
  static var temporary: String {
    let folder = getenv("TMPDIR").map { String(cString: $0) } ?? ""
    return folder.isEmpty ? "/tmp" : folder
  }

  /// A new, empty work folder, after the removal of those whose driver is gone; a failure names
  /// the folder and the system's reason.
  static func make() throws(CommandFailure) -> String {
    let parent = temporary
    AbandonedFolders.remove(in: parent, prefix: prefix)
    var template = Array("\(parent)/\(prefix)\(getpid()).XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
      throw CommandFailure(
        .ioError,
        "cannot make a folder for the controller's build in \(parent): "
          + Errno(rawValue: errno).description + "; set TMPDIR to a folder you can write")
    }
    return String(cString: made)
  }
}
