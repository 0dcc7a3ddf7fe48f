import SchmeeboardLab

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The user's controller compiled into a shared library, loaded into the driver: its generated
/// glue exports one C entry point, `schmeeboard_controller_variant`, which hands over the user's
/// controller made a variant (`LoadedVariant`). The driver runs the command with it, and the run
/// server each run; the library's code calls nothing of the driver's on its own.
///
/// The library leaves the lab's symbols undefined; the driver executable, linked with
/// `--export-dynamic`, provides them, so the user's code runs against the very lab the driver is.
struct ControllerPlugin {
  /// The C entry that hands over the variant: a retained `LoadedVariant`.
  typealias VariantEntry = @convention(c) () -> UnsafeMutableRawPointer

  private let handle: UnsafeMutableRawPointer

  /// Loads the library at `path`.
  init(loading path: String) throws(CommandFailure) {
    guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
      throw CommandFailure(.software, "cannot load the compiled controller: \(Self.lastError)")
    }
    self.handle = handle
  }

  /// The user's controller made a variant, as the library's glue declares it.
  func variant() throws(CommandFailure) -> any UserControllerVariant.Type {
    let name = "schmeeboard_controller_variant"
    guard let symbol = dlsym(handle, name) else {
      throw CommandFailure(.software, "the compiled controller has no \(name): \(Self.lastError)")
    }
    return LoadedVariant.takeOver(unsafeBitCast(symbol, to: VariantEntry.self)())
  }

  private static var lastError: String {
    dlerror().map { String(cString: $0) } ?? "unknown error"
  }
}
