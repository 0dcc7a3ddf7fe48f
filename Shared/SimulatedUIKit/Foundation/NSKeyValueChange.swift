/// What kind of change a key-value observer is told of [A: Foundation's `NSKeyValueChange`, which
/// swift-corelibs-foundation does not declare]; the values the lab observes are set, never
/// collections.
public enum NSKeyValueChange: UInt, Sendable {
  /// The value was set [A].
  case setting = 1
  /// Objects were inserted in a collection [A].
  case insertion = 2
  /// Objects were removed from a collection [A].
  case removal = 3
  /// Objects of a collection were replaced [A].
  case replacement = 4
}
