/// A change as Swift's `observe(_:options:changeHandler:)` hands it over [A: Swift's overlay of
/// Foundation, which swift-corelibs-foundation does not have]: the values before and after, as
/// the options asked for.
public struct NSKeyValueObservedChange<Value> {
  /// What kind of change it is: `.setting` for the values the lab observes [A].
  public let kind: NSKeyValueChange
  /// The value after the change, with `.new` (and `.initial`) [A].
  public let newValue: Value?
  /// The value before the change, with `.old` [A].
  public let oldValue: Value?
  /// The indexes of a collection's change: `nil` here [A].
  public let indexes: IndexSet?
  /// Whether this is the notice sent before the change, with `.prior` [A].
  public let isPrior: Bool
}
