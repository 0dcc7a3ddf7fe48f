/// A controller flag that changed.
public struct StateChange: Equatable, Codable, Sendable {
  /// The controller's property, as its port names it: `isKeyboardVisible`.
  public var name: String
  /// The property's new value.
  public var value: Bool

  /// Records that the flag `name` became `value`.
  public init(name: String, value: Bool) {
    self.name = name
    self.value = value
  }
}
