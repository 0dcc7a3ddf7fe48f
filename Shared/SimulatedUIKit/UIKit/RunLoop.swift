/// Foundation's `RunLoop`, as far as Combine's `receive(on: RunLoop.main)` and
/// `debounce(for:scheduler:)` name one: the main run loop [A].
///
/// The app runs on one thread, the simulation's, which is the main thread here: `current` is
/// always `main`. As a scheduler (`import Combine`, `Shared/Combine`) it runs work on the virtual
/// clock as the main queue does (`MainDispatchQueue`) [M: on iOS the main run loop performs it on
/// a later turn, as the main queue's work].
public final class RunLoop: Sendable {
  /// The main run loop.
  public static let main = RunLoop()

  /// The run loop of the caller's thread: the main one [M].
  public static var current: RunLoop { main }

  private init() {}
}
