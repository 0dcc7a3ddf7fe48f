import Combine
import Testing

/// `merge(with:)` and `Publishers.MergeMany` (`Shared/Combine`, which OpenCombine 0.14 lacks), in
/// process with subjects, as Apple documents `Publishers.Merge` and `MergeMany`: "the merged publisher continues to emit elements until all
/// upstream publishers finish. If an upstream publisher produces an error, the merged publisher
/// fails with that error."
@Suite struct CombineMergeTests {
  /// A failure of the tests' own.
  struct Broken: Error, Equatable {}

  /// What a subscriber to `a` merged with `b` received: each element, and the completion.
  final class Received {
    var elements: [Int] = []
    var completion: Subscribers.Completion<Broken>?
  }

  @Test func elementsComeAsTheyComeAndTheMergeFinishesWhenBothHaveFinished() {
    let a = PassthroughSubject<Int, Broken>()
    let b = PassthroughSubject<Int, Broken>()
    let received = Received()
    let subscription = a.merge(with: b).sink(
      receiveCompletion: { received.completion = $0 },
      receiveValue: { received.elements.append($0) })
    a.send(1)
    b.send(2)
    a.send(3)
    a.send(completion: .finished)
    #expect(received.completion == nil)
    b.send(4)
    b.send(completion: .finished)
    #expect(received.elements == [1, 2, 3, 4])
    #expect(received.completion == .finished)
    subscription.cancel()
  }

  @Test func theFirstFailureFailsTheMergeAndEndsTheOther() {
    let a = PassthroughSubject<Int, Broken>()
    let b = PassthroughSubject<Int, Broken>()
    let received = Received()
    let subscription = a.merge(with: b).sink(
      receiveCompletion: { received.completion = $0 },
      receiveValue: { received.elements.append($0) })
    a.send(1)
    b.send(completion: .failure(Broken()))
    a.send(2)
    #expect(received.elements == [1])
    #expect(received.completion == .failure(Broken()))
    subscription.cancel()
  }

  // A subscriber that asks for two elements gets two, whichever upstream sends them; the rest
  // wait until it asks for more.
  @Test func noMoreElementsGoOnThanTheSubscriberAskedFor() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    var elements: [Int] = []
    var subscription: Subscription?
    a.merge(with: b).subscribe(
      AnySubscriber(
        receiveSubscription: {
          subscription = $0
          $0.request(.max(2))
        },
        receiveValue: {
          elements.append($0)
          return .none
        }, receiveCompletion: { _ in }))
    a.send(1)
    b.send(2)
    b.send(3)
    #expect(elements == [1, 2])
    subscription?.request(.max(1))
    #expect(elements == [1, 2, 3])
    subscription?.cancel()
  }

  @Test func mergeManyHandsOnEachPublishersElementsAndFinishesWhenAllHaveFinished() {
    let subjects = (0..<3).map { _ in PassthroughSubject<Int, Broken>() }
    let received = Received()
    let subscription = Publishers.MergeMany(subjects).sink(
      receiveCompletion: { received.completion = $0 },
      receiveValue: { received.elements.append($0) })
    subjects[2].send(1)
    subjects[0].send(2)
    subjects[1].send(3)
    subjects[0].send(completion: .finished)
    subjects[1].send(completion: .finished)
    #expect(received.completion == nil)
    subjects[2].send(4)
    subjects[2].send(completion: .finished)
    #expect(received.elements == [1, 2, 3, 4])
    #expect(received.completion == .finished)
    subscription.cancel()
  }

  @Test func mergeManyFailsAtTheFirstFailure() {
    let a = PassthroughSubject<Int, Broken>()
    let b = PassthroughSubject<Int, Broken>()
    let received = Received()
    let subscription = Publishers.MergeMany(a, b).sink(
      receiveCompletion: { received.completion = $0 },
      receiveValue: { received.elements.append($0) })
    a.send(1)
    b.send(completion: .failure(Broken()))
    a.send(2)
    #expect(received.elements == [1])
    #expect(received.completion == .failure(Broken()))
    subscription.cancel()
  }
}
