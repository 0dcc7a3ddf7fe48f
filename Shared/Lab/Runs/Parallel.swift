import Dispatch
import Synchronization

/// Work spread over every core: the independent runs of a comparison or a matrix. Each run owns
/// its simulation (the system UIKit reaches is the running thread's own), so runs never share
/// state.
public enum Parallel {
  /// `body(0)`, `body(1)`, … `body(count - 1)`, as many at once as there are cores, in the order
  /// of their indices whatever order they finish in. When one throws, no other starts, those
  /// under way finish, and the first failure is thrown.
  public static func map<Result: Sendable, Failure: Error>(
    _ count: Int, _ body: @Sendable (_ index: Int) throws(Failure) -> Result
  ) throws(Failure) -> [Result] {
    let slots = Mutex((results: [Result?](repeating: nil, count: count), failure: Failure?.none))
    DispatchQueue.concurrentPerform(iterations: count) { index in
      guard slots.withLock({ $0.failure == nil }) else { return }
      do throws(Failure) {
        let result = try body(index)
        slots.withLock { $0.results[index] = result }
      } catch {
        slots.withLock { slots in
          if slots.failure == nil { slots.failure = error }
        }
      }
    }
    return try slots.withLock { slots throws(Failure) in
      if let failure = slots.failure { throw failure }
      // concurrentPerform returns once every index has run, so without a failure every slot is
      // filled.
      return slots.results.map { $0! }
    }
  }

  /// Runs `background` on another thread while `foreground` runs on this one, and returns what
  /// `background` made once both are done: for work that writes to what only this thread may
  /// touch (`foreground`) beside work that makes something to write after it.
  public static func alongside<Result: Sendable>(
    _ background: @escaping @Sendable () -> Result, while foreground: () -> Void
  ) -> Result {
    let made = Made<Result>()
    let done = DispatchGroup()
    DispatchQueue.global().async(group: done) {
      let result = background()
      made.value.withLock { $0 = result }
    }
    foreground()
    done.wait()
    return made.value.withLock { value in
      // The group is done only once `background` has returned and its result is stored.
      value!
    }
  }

  /// Where `alongside`'s other thread leaves what it made.
  private final class Made<Value: Sendable>: Sendable {
    /// What it made; `nil` until it is done.
    let value = Mutex<Value?>(nil)
  }
}
