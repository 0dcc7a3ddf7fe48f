import SimulatedUIKit

/// The simulation as UIKit's surface sees it (`RunningSystem`): the app's objects, the clock and
/// the keyboard are the simulation's own; the answers that differ by device and release are its
/// rules'.
extension Simulation: RunningSystem {
  /// The clock's time now.
  package var now: VirtualTime { clock.now }

  /// Whether the scenario's `app background` has sent the app away (`HazardState`).
  package var isInBackground: Bool { hazards.isInBackground }

  /// From iOS 8 (`SystemRules.screenFollowsInterface`).
  package var screenFollowsInterface: Bool { rules.screenFollowsInterface }

  /// The device's (`Device.screenScale`).
  package var screenScale: CGFloat { rules.device.screenScale }

  /// From iOS 11 (`SystemRules.scrollViewsAddTheSafeArea`).
  package var scrollViewsAddTheSafeArea: Bool { rules.scrollViewsAddTheSafeArea }

  /// `SystemRules.contentInsetAnimates` [M].
  package var contentInsetAnimates: Bool { rules.contentInsetAnimates }

  /// `SystemRules.forwardsDeprecatedRotationCalls` [1].
  package var forwardsDeprecatedRotationCalls: Bool { rules.forwardsDeprecatedRotationCalls }
}
