#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The compiled controller's path, which each run's process loads: the driver puts it in the
/// environment before it runs the command, where the glue's runs (on any thread) read it.
enum ControllerLibrary {
  /// The environment variable that carries it.
  static let variable = "SCHMEEBOARD_CONTROLLER_LIBRARY"

  /// The compiled controller's path.
  static var path: String {
    getenv(variable).map { String(cString: $0) } ?? ""
  }

  /// Sets the path for this process and its children.
  static func set(_ path: String) {
    setenv(variable, path, 1)
  }
}
