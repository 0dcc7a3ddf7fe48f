/// One thing that happened during a run, as data: renderers decide how it reads.
nonisolated public enum TimelineEvent: Equatable, Codable, Sendable {
  /// A scenario step began (`tap text-field`, `rotate landscape-left`).
  case step(String)
  /// The system called into the controller (or ran one of its blocks).
  case call(CallRecord)
  /// A notification was posted.
  case post(PostRecord)
  /// An animation began.
  case animate(AnimationRecord)
  /// A value changed at once, with no animation.
  case set(ValueChange)
  /// One of the controller's `Bool` properties changed.
  case state(StateChange)
  /// The controller converted a rectangle between coordinate spaces, and it changed.
  case convert(ConversionRecord)
  /// A layout constraint's constant changed.
  case constraint(ConstraintChange)
  /// Something the simulated system did that no other event shows (`window.frame …`).
  case note(String)
}

/// A call into the controller: `supportedInterfaceOrientations → all`.
nonisolated public struct CallRecord: Equatable, Codable, Sendable {
  public var name: String
  public var result: String?

  public init(name: String, result: String? = nil) {
    self.name = name
    self.result = result
  }
}

/// A posted notification and the parts of its userInfo the keyboard family carries [A].
nonisolated public struct PostRecord: Equatable, Codable, Sendable {
  public var name: String
  /// `[x, y, width, height]` in screen coordinates.
  public var frameBegin: [Double]?
  public var frameEnd: [Double]?
  public var duration: Double?
  public var curve: Int?
  public var isLocal: Bool?
  /// How many observers received it.
  public var observers: Int

  public init(name: String, frameBegin: [Double]? = nil, frameEnd: [Double]? = nil, duration: Double? = nil, curve: Int? = nil, isLocal: Bool? = nil, observers: Int) {
    self.name = name
    self.frameBegin = frameBegin
    self.frameEnd = frameEnd
    self.duration = duration
    self.curve = curve
    self.isLocal = isLocal
    self.observers = observers
  }
}

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

  public init(name: String, from: [Double], to: [Double], duration: Double, curve: String, origin: String, inheritedDuration: Bool, inheritedCurve: Bool, beginsFromCurrentState: Bool, rule: Rule) {
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

/// A value that changed at once.
nonisolated public struct ValueChange: Equatable, Codable, Sendable {
  public var name: String
  public var from: [Double]
  public var to: [Double]

  public init(name: String, from: [Double], to: [Double]) {
    self.name = name
    self.from = from
    self.to = to
  }
}

/// A controller flag that changed.
nonisolated public struct StateChange: Equatable, Codable, Sendable {
  public var name: String
  public var value: Bool

  public init(name: String, value: Bool) {
    self.name = name
    self.value = value
  }
}

/// `convert(_:from:)` that moved a rectangle.
nonisolated public struct ConversionRecord: Equatable, Codable, Sendable {
  public var from: [Double]
  public var to: [Double]

  public init(from: [Double], to: [Double]) {
    self.from = from
    self.to = to
  }
}

/// A constraint's new constant.
nonisolated public struct ConstraintChange: Equatable, Codable, Sendable {
  public var name: String
  public var constant: Double

  public init(name: String, constant: Double) {
    self.name = name
    self.constant = constant
  }
}
