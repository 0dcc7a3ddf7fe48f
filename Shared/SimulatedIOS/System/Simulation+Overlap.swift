/// Actions that come while the interface rotates (`SystemRules+Overlap.swift`): ignored touches and
/// deferred rotations, each noted in the timeline.
extension Simulation {
  /// The note for a touch dropped during a rotation.
  static let ignoredTouchNote = "ignored: touches are ignored while the interface rotates"
  /// The note for a rotation asked for during another.
  static let deferredRotationNote =
    "deferred: the interface rotates once the rotation under way ends"
  /// The note when a deferred rotation begins.
  static let deferredRotationBeginsNote = "the deferred rotation begins"

  /// Handles `action` if a rotation is under way and the rules say it waits or is dropped;
  /// `false` when it is to be performed now.
  func deferOrIgnoreDuringRotation(_ action: ScenarioAction) -> Bool {
    guard isRotating else { return false }
    switch action {
    case .tap, .switchKeyboard:
      guard rules.ignoresTouchesWhileRotating else { return false }
      recorder.record(.note(Self.ignoredTouchNote))
      return true
    case .rotate(let target):
      guard rules.defersRotationWhileRotating else { return false }
      deferredRotation = target
      recorder.record(.note(Self.deferredRotationNote))
      return true
    default:
      // A tilt does not rotate, and Split View is the system's own gesture: both run [M].
      return false
    }
  }

  /// Ends the rotation under way, then begins the deferred one, if any.
  func rotationDidEnd() {
    rotatingFrom = nil
    guard let target = deferredRotation else { return }
    deferredRotation = nil
    recorder.record(.note(Self.deferredRotationBeginsNote))
    rotate(to: target)
  }
}
