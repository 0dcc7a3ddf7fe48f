import OpenCombine

extension Publishers {
  /// Combine's `MergeMany`, which OpenCombine 0.14 lacks: the elements of any number of publishers
  /// of one type, each as it comes; finished when every one has finished, failed as soon as one
  /// fails [A]. With no publisher it finishes at once.
  public struct MergeMany<Upstream: OpenCombine.Publisher>: OpenCombine.Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publishers, in the order given.
    public let publishers: [Upstream]

    /// Merges the elements of `upstream`.
    public init(_ upstream: Upstream...) {
      publishers = upstream
    }

    /// Merges the elements of the publishers of `upstream`.
    public init<Upstreams: Swift.Sequence>(_ upstream: Upstreams)
    where Upstreams.Element == Upstream {
      publishers = Array(upstream)
    }

    public func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Failure {
      let merger = Merger(downstream: subscriber, upstreams: publishers.count)
      subscriber.receive(subscription: merger)
      for (index, publisher) in publishers.enumerated() {
        publisher.subscribe(merger.side(index))
      }
    }

    /// These publishers and `other`, merged [A].
    public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
      Publishers.MergeMany(publishers + [other])
    }
  }
}
