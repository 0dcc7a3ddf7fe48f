/// The clock's queue of scheduled work: a binary min-heap ordered by time, then by the order in
/// which the work was scheduled.
///
/// Inserting and taking the earliest are both O(log n), so a scenario of n steps costs n log n
/// rather than the n² of a sorted array; work due at the same time comes out first in, first out,
/// as it would from a sorted array.
struct ScheduleQueue<Work> {
  private struct Entry {
    let time: VirtualTime
    let sequence: Int
    let work: Work

    func precedes(_ other: Entry) -> Bool {
      time < other.time || (time == other.time && sequence < other.sequence)
    }
  }

  private var heap: [Entry] = []
  private var nextSequence = 0

  /// The time of the earliest work, or `nil` when the queue is empty.
  var earliestTime: VirtualTime? { heap.first?.time }

  /// Adds `work` due at `time`, after any work already due then.
  mutating func insert(_ work: Work, at time: VirtualTime) {
    heap.append(Entry(time: time, sequence: nextSequence, work: work))
    nextSequence += 1
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].precedes(heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the earliest work and its time, or `nil` when the queue is empty.
  mutating func removeEarliest() -> (time: VirtualTime, work: Work)? {
    guard !heap.isEmpty else { return nil }
    heap.swapAt(0, heap.count - 1)
    let earliest = heap.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var first = parent
      if left < heap.count, heap[left].precedes(heap[first]) { first = left }
      if right < heap.count, heap[right].precedes(heap[first]) { first = right }
      guard first != parent else { break }
      heap.swapAt(parent, first)
      parent = first
    }
    return (earliest.time, earliest.work)
  }
}
