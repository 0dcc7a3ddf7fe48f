/// An animation as it began.
nonisolated public struct AnimationRecord: Equatable, Codable, Sendable {
  /// What happened to animations already running on the same value.
  public enum Rule: String, Codable, Sendable {
    /// Nothing was running.
    case nothingInFlight
    /// Begin-from-current-state replaced what was running, starting from what was on screen.
    case replacedFromCurrentState
    /// iOS ≤ 7 without begin-from-current-state: what was running ended at once.
    case jumpedToEndOfInFlight
    /// iOS 8 and later: the new animation was added to what was running.
    case addedToInFlight
    /// The value changed again in the same block: one animation.
    case mergedIntoBlock
    /// The superview changed size and this view follows it.
    case followsSuperview
  }

  public var name: String
  /// What was on screen when it began, and the model value it animates to.
  public var from: [Double]
  public var to: [Double]
  public var duration: Double
  public var curve: String
  /// The block it belongs to: `UIView.animate`, `rotation`, `keyboard` …
  public var origin: String
  public var inheritedDuration: Bool
  public var inheritedCurve: Bool
  public var beginsFromCurrentState: Bool
  public var rule: Rule

  public init(
    name: String, from: [Double], to: [Double], duration: Double, curve: String, origin: String,
    inheritedDuration: Bool, inheritedCurve: Bool, beginsFromCurrentState: Bool, rule: Rule
  ) {
    self.name = name
    self.from = from
    self.to = to
    self.duration = duration
    self.curve = curve
    self.origin = origin
    self.inheritedDuration = inheritedDuration
    self.inheritedCurve = inheritedCurve
    self.beginsFromCurrentState = beginsFromCurrentState
    self.rule = rule
  }
}
