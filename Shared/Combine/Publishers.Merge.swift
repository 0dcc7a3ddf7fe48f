import OpenCombine

extension Publishers {
  /// Combine's `Merge`, which OpenCombine 0.14 lacks: the elements of two publishers of the same
  /// output and failure, each as it comes; finished when both have finished, failed as soon as
  /// either fails [A].
  public struct Merge<A: OpenCombine.Publisher, B: OpenCombine.Publisher>: OpenCombine.Publisher
  where A.Output == B.Output, A.Failure == B.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B

    /// Merges the elements of `a` and `b`.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Failure {
      let merger = Merger(downstream: subscriber, upstreams: 2)
      subscriber.receive(subscription: merger)
      a.subscribe(merger.side(0))
      b.subscribe(merger.side(1))
    }
  }
}

extension OpenCombine.Publisher {
  /// Combine's `merge(with:)`: this publisher's elements and `other`'s, each as it comes [A].
  public func merge<Other: OpenCombine.Publisher>(
    with other: Other
  ) -> Publishers.Merge<Self, Other>
  where Other.Output == Output, Other.Failure == Failure {
    Publishers.Merge(self, other)
  }
}
