/// Linear equations added one at a time and kept in reduced row echelon form (Gauss–Jordan), for
/// `ConstraintSolver`: an equation that depends on those already added (and so either repeats or
/// contradicts them) is left out, so that the first ones added win.
struct LinearSystem {
  /// A coefficient this close to zero counts as zero.
  static let tolerance = 1e-9

  private let count: Int
  /// One equation solved for its pivot unknown: `coefficients · unknowns = value`, the pivot's
  /// coefficient 1 and every other row's 0 there.
  private struct Row {
    var coefficients: [Double]
    var value: Double
    let pivot: Int
  }

  private var rows: [Row] = []

  init(count: Int) {
    self.count = count
  }

  /// Adds `coefficients · unknowns = value` unless it depends on the equations already added.
  mutating func add(_ coefficients: [Double], _ value: Double) {
    var reduced = coefficients
    var rhs = value
    for row in rows where reduced[row.pivot] != 0 {
      let factor = reduced[row.pivot]
      for unknown in 0..<count { reduced[unknown] -= factor * row.coefficients[unknown] }
      rhs -= factor * row.value
    }
    guard
      let pivot = reduced.indices.max(by: { abs(reduced[$0]) < abs(reduced[$1]) }),
      abs(reduced[pivot]) > Self.tolerance
    else { return }
    let scale = reduced[pivot]
    for unknown in 0..<count { reduced[unknown] /= scale }
    rhs /= scale
    reduced[pivot] = 1
    for position in rows.indices where rows[position].coefficients[pivot] != 0 {
      let factor = rows[position].coefficients[pivot]
      for unknown in 0..<count {
        rows[position].coefficients[unknown] -= factor * reduced[unknown]
      }
      rows[position].coefficients[pivot] = 0
      rows[position].value -= factor * rhs
    }
    rows.append(Row(coefficients: reduced, value: rhs, pivot: pivot))
  }

  /// Each unknown's value: its row's, 0 for one no equation fixes.
  var values: [Double] {
    var values = [Double](repeating: 0, count: count)
    for row in rows { values[row.pivot] = row.value }
    return values
  }
}
