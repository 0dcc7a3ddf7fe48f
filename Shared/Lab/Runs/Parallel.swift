import Dispatch
import Synchronization

/// Work spread over every core: the independent runs of a comparison or a matrix. Each run owns
/// its simulation (the system UIKit reaches is the running thread's own), so runs never share
/// state.
public enum Parallel {
  /// `body(0)`, `body(1)`, … `body(count - 1)`, as many at once as there are cores, in the order
  /// of their indices whatever order they finish in.
  public static func map<Result: Sendable>(
    _ count: Int, _ body: @Sendable (_ index: Int) -> Result
  ) -> [Result] {
    let slots = Mutex([Result?](repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: count) { index in
      let result = body(index)
      slots.withLock { $0[index] = result }
    }
    return slots.withLock { slots in
      // concurrentPerform returns once every index has run, so every slot is filled.
      slots.map { $0! }
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
