#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A thread-local slot that holds one object of each thread, made when the thread first asks for
/// it and released when the thread ends with it still there: what a run keeps on its thread and
/// not for the process (`PreRunState`, the keyboard's userInfo tables), since a run never leaves
/// its thread (`RunningSystemSlot`).
package struct ThreadLocalObject<Object: AnyObject>: Sendable {
  /// The slot.
  private let key: pthread_key_t

  /// A slot of its own; `owner` names it in the one error there can be, no slot left.
  package init(_ owner: String) {
    var key = pthread_key_t()
    let created = pthread_key_create(&key) { object in
      guard let object else { return }
      Unmanaged<AnyObject>.fromOpaque(object).release()
    }
    precondition(created == 0, "\(owner): no thread-local slot left")
    self.key = key
  }

  /// This thread's object, made by `make` when the slot is empty.
  package func current(madeBy make: () -> Object) -> Object {
    if let object = pthread_getspecific(key) {
      return Unmanaged<Object>.fromOpaque(object).takeUnretainedValue()
    }
    let object = make()
    pthread_setspecific(key, Unmanaged.passRetained(object).toOpaque())
    return object
  }

  /// This thread's object, if any, leaving the slot empty for the next to ask.
  package func take() -> Object? {
    guard let object = pthread_getspecific(key) else { return nil }
    pthread_setspecific(key, nil)
    return Unmanaged<Object>.fromOpaque(object).takeRetainedValue()
  }
}
