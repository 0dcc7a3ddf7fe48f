import SchmeeboardLab
import SimulatedUIKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A C library call that failed, by its error number, said in the words of the command's messages:
/// `cannot read standard input: it is a directory`.
struct SystemError: Error, Equatable {
  let code: Int32

  /// The error the last failed call left in `errno`.
  static var last: SystemError { SystemError(code: errno) }

  /// What went wrong, in a few lower-case words; the C library's own words for a rare error.
  var reason: String {
    switch code {
    case ENOENT: "no such file"
    case ELOOP: "a loop of symbolic links"
    case ENOTDIR: "a part of the path is not a directory"
    case EACCES: "permission denied"
    case ENAMETOOLONG: "the path is too long"
    case EISDIR: "it is a directory"
    case EBADF: "it is not open"
    case ENOSPC: "no space left on the device"
    case EPIPE: "the reader closed the pipe"
    default: String(cString: strerror(code)).lowercased()
    }
  }
}
