/// One thing that happened during a run, as data: renderers decide how it reads.
public enum TimelineEvent: Equatable, Codable, Sendable {
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
