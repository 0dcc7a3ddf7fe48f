/// An optional number of points in eight bytes, `nil` kept as NaN: a `Double?` takes sixteen in a
/// struct (its tag, and the padding after it). No measured value is NaN.
struct PackedPoints: Equatable, Sendable {
  /// The number, or NaN for `nil`.
  private var raw = Double.nan

  /// The number, `nil` when absent.
  var value: Double? {
    get { raw.isNaN ? nil : raw }
    set { raw = newValue ?? .nan }
  }

  /// Equal when both are absent or both hold the same number.
  static func == (lhs: PackedPoints, rhs: PackedPoints) -> Bool {
    lhs.value == rhs.value
  }
}
