import SimulatedUIKit

/// The first responder UIKit picks as controllers appear
/// (`SystemRules.appearingControllerBecomesFirstResponder`).
extension Simulation {
  /// Makes the innermost of `controllers`, which have just appeared, that can become first
  /// responder the first responder, where no responder is and the rule holds, noting it in the
  /// timeline: a chat screen's input accessory view then shows at the screen's bottom without the
  /// app asking [S].
  package func controllersDidAppear(_ controllers: [UIViewController]) {
    guard rules.appearingControllerBecomesFirstResponder, application.firstResponder == nil,
      let responder = controllers.last(where: \.canBecomeFirstResponder)
    else { return }
    recorder.record(
      .note(
        "first responder: \(type(of: responder)) as it appears "
          + "(its canBecomeFirstResponder is true)"))
    responder.becomeFirstResponder()
  }
}
