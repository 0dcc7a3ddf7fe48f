import OpenCombine

/// The subscription of a `Publishers.Merge`: it asks each upstream for what its subscriber asks
/// for, hands each element on while the subscriber wants more and keeps the rest until it does
/// (each upstream may send all it was asked for), finishes when every upstream has finished and
/// fails with the first failure.
final class Merger<Downstream: Subscriber>: Subscription {
  private var downstream: Downstream?
  private var upstreams: [(any Subscription)?]
  private var finished = 0
  private var demand = Subscribers.Demand.none
  /// Elements that came while the subscriber wanted none.
  private var waiting: [Downstream.Input] = []

  /// Merges `upstreams` publishers for `downstream`.
  init(downstream: Downstream, upstreams: Int) {
    self.downstream = downstream
    self.upstreams = Array(repeating: nil, count: upstreams)
  }

  /// The subscriber to the upstream at `index`.
  func side(_ index: Int) -> AnySubscriber<Downstream.Input, Downstream.Failure> {
    AnySubscriber(
      receiveSubscription: { [weak self] subscription in
        guard let self, self.downstream != nil else { return subscription.cancel() }
        self.upstreams[index] = subscription
        if self.demand > 0 { subscription.request(self.demand) }
      },
      receiveValue: { [weak self] value in self?.receive(value) ?? .none },
      receiveCompletion: { [weak self] completion in self?.receive(completion) })
  }

  func request(_ demand: Subscribers.Demand) {
    self.demand += demand
    deliverWaiting()
    for upstream in upstreams { upstream?.request(demand) }
  }

  func cancel() {
    let subscriptions = upstreams
    upstreams = upstreams.map { _ in nil }
    downstream = nil
    waiting = []
    for subscription in subscriptions { subscription?.cancel() }
  }

  private func receive(_ value: Downstream.Input) -> Subscribers.Demand {
    guard let downstream else { return .none }
    guard demand > 0, waiting.isEmpty else {
      waiting.append(value)
      return .none
    }
    demand -= 1
    demand += downstream.receive(value)
    return .none
  }

  private func receive(_ completion: Subscribers.Completion<Downstream.Failure>) {
    guard let downstream else { return }
    switch completion {
    case .failure:
      cancel()
      downstream.receive(completion: completion)
    case .finished:
      finished += 1
      if finished == upstreams.count, waiting.isEmpty {
        self.downstream = nil
        downstream.receive(completion: .finished)
      }
    }
  }

  /// Hands on the elements kept while the subscriber wanted none, as far as it now wants them.
  private func deliverWaiting() {
    while demand > 0, !waiting.isEmpty, let downstream {
      demand -= 1
      demand += downstream.receive(waiting.removeFirst())
    }
    if finished == upstreams.count, waiting.isEmpty, let downstream {
      self.downstream = nil
      downstream.receive(completion: .finished)
    }
  }
}
