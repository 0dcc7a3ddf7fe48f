#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The thread-local slot that holds the system whose run is under way on this thread
/// (`RunningSystem`), scoped to that run: UIKit's globals reach it without a process-wide variable,
/// and runs on other threads (tests side by side) each see their own. A run is synchronous from
/// start to end, so it never leaves its thread.
package enum RunningSystemSlot {
  /// The system running on this thread, if any.
  package static var current: (any RunningSystem)? {
    guard let held = pthread_getspecific(key) else { return nil }
    return Unmanaged<Held>.fromOpaque(held).takeUnretainedValue().system
  }

  /// The running system, for a UIKit call that needs one; a call outside a run is a bug.
  package static func running(_ api: String) -> any RunningSystem {
    guard let current else { fatalError("\(api) used outside a running simulation") }
    return current
  }

  /// Runs `body` with `system` the one running on this thread, and none after it.
  package static func install<Result>(_ system: any RunningSystem, during body: () -> Result)
    -> Result
  {
    let held = Held(system)
    pthread_setspecific(key, Unmanaged.passUnretained(held).toOpaque())
    defer {
      pthread_setspecific(key, nil)
      withExtendedLifetime(held) {}
    }
    return body()
  }

  /// The system as the slot holds it: a class, so that the slot keeps one pointer.
  private final class Held {
    let system: any RunningSystem

    init(_ system: any RunningSystem) {
      self.system = system
    }
  }

  /// The slot.
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    precondition(pthread_key_create(&key, nil) == 0, "RunningSystemSlot: no thread-local slot left")
    return key
  }()
}
