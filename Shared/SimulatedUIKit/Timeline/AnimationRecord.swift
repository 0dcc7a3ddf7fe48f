/// An animation as it began.
public struct AnimationRecord: Equatable, Codable, Sendable {
  /// What happened to animations already running on the same value.
  public enum Rule: String, Codable, Sendable, CaseIterable {
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

  /// The animated value, as the timeline names it: `grayView.frame`, `keyboard.height`.
  public var name: String
  /// What was on screen when it began: a frame's `[x, y, width, height]` in its superview's
  /// coordinates, or the keyboard's `[height]`, in points.
  public var from: [Double]
  /// The model value it animates to, in the same form as `from`.
  public var to: [Double]
  /// The block's duration in virtual seconds, as requested or inherited (the keyboard spring
  /// ignores it and takes its own settling time).
  public var duration: Double
  /// The timing curve, as the timeline names it: `easeInOut`, `keyboard spring` …
  public var curve: String
  /// The block it belongs to: `UIView.animate` (`appOrigin`), `rotation`, `keyboard` …
  public var origin: String

  /// The origin of the app's own `UIView.animate` blocks.
  public static let appOrigin = "UIView.animate"
  /// Whether the duration came from an enclosing block rather than this one's own.
  public var inheritedDuration: Bool
  /// Whether the curve came from an enclosing block rather than this one's own.
  public var inheritedCurve: Bool
  /// Whether the block asked to begin from the current state (`.beginFromCurrentState`).
  public var beginsFromCurrentState: Bool
  /// What became of the animations already running on the same value.
  public var rule: Rule
  /// How long after it was asked for the animation begins, in seconds; `nil` for none (JSON then
  /// leaves the key out).
  public var delay: Double?

  /// Records an animation; each parameter is the property of the same name.
  public init(
    name: String, from: [Double], to: [Double], duration: Double, curve: String, origin: String,
    inheritedDuration: Bool, inheritedCurve: Bool, beginsFromCurrentState: Bool, rule: Rule,
    delay: Double? = nil
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
    self.delay = delay
  }
}
