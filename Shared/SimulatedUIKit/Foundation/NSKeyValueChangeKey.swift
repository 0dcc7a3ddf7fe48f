/// The keys of a key-value observer's change dictionary [A: Foundation's `NSKeyValueChangeKey`,
/// which swift-corelibs-foundation does not declare].
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// What kind of change it is: an `NSNumber`, 1 (setting) for the values the lab observes [A].
  public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
  /// The value after the change, with `.new` [A].
  public static let newKey = NSKeyValueChangeKey(rawValue: "new")
  /// The value before the change, with `.old` [A].
  public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
  /// The indexes of a collection's change; never set for the values the lab observes [A].
  public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
  /// `true` in the notice sent before the change, with `.prior` [A].
  public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}
