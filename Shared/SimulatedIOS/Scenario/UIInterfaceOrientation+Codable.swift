import SimulatedUIKit

/// An orientation as a scenario's `rotate` step carries it to a run's process (`ScenarioAction` is
/// `Codable`): UIKit's raw value. Declared beside the scenario rather than in `SimulatedUIKit`, whose
/// surface is the one iOS has, where `UIInterfaceOrientation` is not `Codable`.
extension UIInterfaceOrientation: Codable {}
