/// A constraint's new constant.
public struct ConstraintChange: Equatable, Codable, Sendable {
  /// The outlet the nib connects the constraint to: `bottomLayoutConstraint`.
  public var name: String
  /// The new constant, in points.
  public var constant: Double

  /// Records that the constraint `name` now has `constant`.
  public init(name: String, constant: Double) {
    self.name = name
    self.constant = constant
  }
}
