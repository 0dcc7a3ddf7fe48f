/// What a key-value observer is told of a change [A: Foundation's `NSKeyValueObservingOptions`,
/// which swift-corelibs-foundation does not declare, having no key-value observing].
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The change carries the new value (`NSKeyValueChangeKey.newKey`) [A].
  public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
  /// The change carries the old value (`oldKey`) [A].
  public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
  /// The observer is told once at once, as it registers, with the value then [A].
  public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
  /// The observer is told before each change too (`notificationIsPriorKey`) [A].
  public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}
