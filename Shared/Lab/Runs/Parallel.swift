import Dispatch
import Synchronization

/// Work spread over every core: the independent runs of a comparison or a matrix. Each run owns
/// its simulation (`Simulation.current` is the running thread's), so runs never share state.
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
}
