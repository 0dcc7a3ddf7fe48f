import SimulatedUIKit

/// The simulation as UIKit's surface sees it (`RunningSystem`): the app's objects, the clock and
/// the keyboard are the simulation's own; the answers that differ by device and release are its
/// rules', each stated with its evidence where the rule is declared, not again here.
extension Simulation: RunningSystem {
  /// The clock's time now.
  package var now: VirtualTime { clock.now }

  /// Inactive on the way to and back from the background, there after the scenario's `app
  /// background`, else active (`HazardState`).
  package var applicationState: UIApplication.State {
    if hazards.isInactive { return .inactive }
    return hazards.isInBackground ? .background : .active
  }

  /// The rule's answer for this device and release (`SystemRules.screenFollowsInterface`).
  package var screenFollowsInterface: Bool { rules.screenFollowsInterface }

  /// The device's specification's (`Device.screenScale`).
  package var screenScale: CGFloat { rules.device.screenScale }

  /// The rule's answer (`SystemRules.scrollViewsAddTheSafeArea`).
  package var scrollViewsAddTheSafeArea: Bool { rules.scrollViewsAddTheSafeArea }

  /// The rule's answer (`SystemRules.contentInsetAnimates`).
  package var contentInsetAnimates: Bool { rules.contentInsetAnimates }

  /// The rule's answer (`SystemRules.forwardsDeprecatedRotationCalls`).
  package var forwardsDeprecatedRotationCalls: Bool { rules.forwardsDeprecatedRotationCalls }
}
