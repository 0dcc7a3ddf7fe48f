import TestSupport
import Testing

@testable import SimulatedUIKit

/// The clock's heap gives back work in order of time, and work due at the same time in the order
/// it was scheduled, however the insertions and removals interleave.
@Suite struct ScheduleQueueTests {
  @Test func emptyQueueHasNothingToGive() {
    var queue = ScheduleQueue<Int>()
    #expect(queue.earliestTime == nil)
    #expect(queue.removeEarliest() == nil)
  }

  @Test func givesBackWhatASortedArrayWouldInInterleavedInsertionsAndRemovals() {
    var queue = ScheduleQueue<Int>()
    var reference: [(time: VirtualTime, id: Int)] = []
    var seed: UInt64 = 0x5eed
    var taken: [Int] = []
    var expected: [Int] = []
    for id in 0..<2000 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      // Few distinct times, so that most insertions tie with earlier ones.
      let time = VirtualTime(ticks: Int(seed >> 59) * 1500)
      queue.insert(id, at: time)
      // A stable insertion after every equal time: the order the clock promises.
      let index = reference.firstIndex { $0.time > time } ?? reference.endIndex
      reference.insert((time, id), at: index)
      if seed & 3 == 0 {
        #expect(queue.earliestTime == reference.first?.time)
        taken.append(queue.removeEarliest()!.work)
        expected.append(reference.removeFirst().id)
      }
    }
    while let (time, id) = queue.removeEarliest() {
      #expect(time == reference.first?.time)
      taken.append(id)
      expected.append(reference.removeFirst().id)
    }
    #expect(taken == expected)
    #expect(taken.count == 2000)
  }
}
