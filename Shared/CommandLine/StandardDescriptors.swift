import SchmeeboardLab

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The three standard descriptors as the command finds them. A closed one would be the number the
/// next file the command opens gets, so that the output would go into that file (a compared
/// variant's work reported it as "invalid argument"): a closed standard output is refused before
/// anything runs, and a closed standard input or error is held on `/dev/null`.
enum StandardDescriptors {
  /// Throws exit 74 when standard output is closed; opens `/dev/null` on a closed standard input or
  /// standard error, which reads nothing and writes nowhere, as a closed one would.
  static func check() throws(CommandFailure) {
    let outputIsOpen = isOpen(STDOUT_FILENO)
    for descriptor in [STDIN_FILENO, STDERR_FILENO] where !isOpen(descriptor) {
      let null = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
      // `open` takes the lowest free number, standard output's when it too is closed.
      if null >= 0 && null != descriptor {
        dup2(null, descriptor)
        close(null)
      }
    }
    guard outputIsOpen else {
      throw CommandFailure(.ioError, "cannot write the output: standard output is closed")
    }
  }

  /// Whether `descriptor` is open.
  private static func isOpen(_ descriptor: Int32) -> Bool {
    fcntl(descriptor, F_GETFD) != -1
  }
}
