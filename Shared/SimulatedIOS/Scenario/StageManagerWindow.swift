import SimulatedUIKit

/// A Stage Manager window as a scenario places it (`stage-manager X Y WIDTH HEIGHT`): its top-left
/// corner on the screen and its size, in the screen's points in the interface's orientation when
/// the step runs.
public struct StageManagerWindow: Equatable, Codable, Sendable {
  /// The window's left edge on the screen.
  public var x: Double
  /// The window's top edge on the screen.
  public var y: Double
  /// The window's width.
  public var width: Double
  /// The window's height.
  public var height: Double

  /// The smallest width or height a scenario may give a window [M: no source gives Stage
  /// Manager's smallest window; the smallest iPhone's width].
  public static let smallestSide = 320.0

  /// Creates the window at `(x, y)`, `width` × `height` points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The four numbers as a scenario file spells them: `107 60 620 900`.
  public var scriptText: String {
    [x, y, width, height].map(NumberFormat.points).joined(separator: " ")
  }
}
