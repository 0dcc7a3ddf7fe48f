import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folders a driver that was stopped before its end (Ctrl-C, a kill, a crash) left behind:
/// its work folder and its half-stored cache entry carry its process number in their names, and
/// the next driver removes those of processes no longer running.
enum AbandonedFolders {
  /// Removes the items in `folder` named `prefix`, a process number, then the end or a `.`, whose
  /// process is gone and which belong to this user.
  static func remove(in folder: String, prefix: String) {
    let manager = FileManager.default
    for name in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] {
      guard name.hasPrefix(prefix) else { continue }
      let digits = name.dropFirst(prefix.count).prefix { $0 != "." }
      guard let process = pid_t(digits), process > 0, process != getpid(),
        kill(process, 0) != 0, errno == ESRCH
      else { continue }
      var info = stat()
      guard lstat(folder + "/" + name, &info) == 0, info.st_uid == getuid() else { continue }
      try? manager.removeItem(atPath: folder + "/" + name)
    }
  }
}
