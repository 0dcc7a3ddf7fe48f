/// Where a property animator's animations ended, as its completion blocks are told [A].
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At their end values.
  case end = 0
  /// At their start values.
  case start = 1
  /// Where they were on screen when stopped.
  case current = 2
}
