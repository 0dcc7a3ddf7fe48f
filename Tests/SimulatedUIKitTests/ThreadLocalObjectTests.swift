import Testing

@testable import SimulatedUIKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The thread-local slot that keeps a run's state on its thread (`PreRunState`, the keyboard's
/// userInfo tables): one object a thread, made once, taken away on request, and released when the
/// thread ends with it.
@Suite struct ThreadLocalObjectTests {
  final class Kept {}

  @Test func aThreadKeepsTheObjectItFirstAskedForUntilItIsTaken() {
    let slot = ThreadLocalObject<Kept>("ThreadLocalObjectTests")
    var made = 0
    let first = slot.current {
      made += 1
      return Kept()
    }
    let again = slot.current {
      made += 1
      return Kept()
    }
    #expect(first === again && made == 1, "the second ask made another")
    #expect(slot.take() === first)
    #expect(slot.take() == nil, "a taken object is still in the slot")
    #expect(slot.current { Kept() } !== first, "the slot kept what was taken")
  }

  /// What a thread saw of the slot, and whether what it kept outlived it.
  final class OtherThread {
    let slot: ThreadLocalObject<Kept>
    let mine: Kept
    var sawMine = true
    weak var itsOwn: Kept?

    init(slot: ThreadLocalObject<Kept>, mine: Kept) {
      self.slot = slot
      self.mine = mine
    }
  }

  @Test func anotherThreadHasAnObjectOfItsOwnReleasedWhenTheThreadEnds() throws {
    let slot = ThreadLocalObject<Kept>("ThreadLocalObjectTests")
    let mine = slot.current { Kept() }
    let other = OtherThread(slot: slot, mine: mine)
    var thread = pthread_t()
    let started = pthread_create(
      &thread, nil,
      { context in
        let other = Unmanaged<OtherThread>.fromOpaque(context!).takeRetainedValue()
        let its = other.slot.current { Kept() }
        other.sawMine = its === other.mine
        other.itsOwn = its
        return nil
      }, Unmanaged.passRetained(other).toOpaque())
    try #require(started == 0, "no thread")
    pthread_join(thread, nil)
    #expect(!other.sawMine, "the other thread was given this thread's object")
    #expect(other.itsOwn == nil, "the other thread's object outlived the thread")
    #expect(slot.current { Kept() } === mine, "this thread's object changed")
  }
}
