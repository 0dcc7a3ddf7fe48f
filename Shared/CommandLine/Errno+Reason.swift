import SystemPackage

/// A system call's error, as swift-system throws it, said in the words of the command's messages:
/// `cannot read standard input: it is a directory`.
extension Errno {
  /// The error a call of swift-system's threw: always an `Errno` (its calls throw nothing else,
  /// but untyped); anything else is said as an input or output error.
  package init(thrown error: any Error) {
    self = error as? Errno ?? .ioError
  }

  /// What went wrong, in a few lower-case words; the C library's own words (`strerror`, which
  /// `description` is) for a rare error.
  package var reason: String {
    switch self {
    case .noSuchFileOrDirectory: "no such file"
    case .tooManySymbolicLinkLevels: "a loop of symbolic links"
    case .notDirectory: "a part of the path is not a directory"
    case .permissionDenied: "permission denied"
    case .fileNameTooLong: "the path is too long"
    case .isDirectory: "it is a directory"
    case .badFileDescriptor: "it is not open"
    case .noSpace: "no space left on the device"
    case .brokenPipe: "the reader closed the pipe"
    default: description.lowercased()
    }
  }
}
