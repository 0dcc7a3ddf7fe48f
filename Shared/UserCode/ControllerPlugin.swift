#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The user's controller compiled into a shared library, loaded into the driver: its generated
/// glue exports three C entry points, the command (`schmeeboard_controller_main`), the run
/// server's preparation before it forks any run (`schmeeboard_controller_prepare_runs`), and one
/// run in this process (`schmeeboard_controller_run_one`, for `IsolatedRun`).
///
/// The library leaves the lab's symbols undefined; the driver executable, linked with
/// `--export-dynamic`, provides them, so the user's code runs against the very lab the driver is.
struct ControllerPlugin {
  /// The C entry that runs the command with `argc` arguments.
  typealias MainEntry = @convention(c) (Int32, UnsafePointer<UnsafePointer<CChar>?>?) -> Int32
  /// The C entry that serves one run (`IsolatedRun.serve`).
  typealias RunOneEntry = @convention(c) () -> Int32
  /// The C entry that prepares the run server for the runs (`IsolatedRun.prepareRuns`).
  typealias PrepareRunsEntry = @convention(c) () -> Void

  private let handle: UnsafeMutableRawPointer

  /// Loads the library at `path`.
  init(loading path: String) throws(DriverFailure) {
    guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
      throw DriverFailure(.software, "cannot load the compiled controller: \(Self.lastError)")
    }
    self.handle = handle
  }

  /// Runs the command with `arguments` (without the program's name); returns its exit status.
  func runCommand(_ arguments: [String]) throws(DriverFailure) -> Int32 {
    let entry = unsafeBitCast(try symbol("schmeeboard_controller_main"), to: MainEntry.self)
    let pointers = arguments.map { strdup($0) }
    defer { pointers.forEach { free($0) } }
    let constant: [UnsafePointer<CChar>?] = pointers.map { $0.map { UnsafePointer($0) } }
    return constant.withUnsafeBufferPointer { entry(Int32(arguments.count), $0.baseAddress) }
  }

  /// The entry that serves one run (`IsolatedRun.serve`), reading its request on standard input:
  /// looked up once by the run server, called in each child it forks.
  func runOneEntry() throws(DriverFailure) -> RunOneEntry {
    unsafeBitCast(try symbol("schmeeboard_controller_run_one"), to: RunOneEntry.self)
  }

  /// The entry that prepares the run server for the runs (`IsolatedRun.prepareRuns`): called
  /// once, in the server, before it forks any run.
  func prepareRunsEntry() throws(DriverFailure) -> PrepareRunsEntry {
    unsafeBitCast(try symbol("schmeeboard_controller_prepare_runs"), to: PrepareRunsEntry.self)
  }

  private func symbol(_ name: String) throws(DriverFailure) -> UnsafeMutableRawPointer {
    guard let symbol = dlsym(handle, name) else {
      throw DriverFailure(.software, "the compiled controller has no \(name): \(Self.lastError)")
    }
    return symbol
  }

  private static var lastError: String {
    dlerror().map { String(cString: $0) } ?? "unknown error"
  }
}
