/// The user's files hold constructs that cannot be rewritten; nothing was rewritten.
public struct RewriteFailure: Error, Sendable, Equatable {
  /// Every problem found, in file order, then line and column order.
  public let problems: [RewriteProblem]
}
