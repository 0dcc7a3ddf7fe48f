/// Linear equations added one at a time and kept in reduced row echelon form (Gauss–Jordan), for
/// `ConstraintSolver`: an equation that depends on those already added (and so either repeats or
/// contradicts them) is left out, so that the first ones added win, and `add` says which it was.
///
/// The solver builds a system for every layout it solves, so the equations live in one array,
/// `count` coefficients a row, room for `count` rows made once and written in place:
/// `removeAll()` only forgets the rows (`rowCount`), and adding an equation allocates nothing
/// and resizes no array once the storage has grown.
struct LinearSystem {
  /// A coefficient this close to zero counts as zero.
  static let tolerance = 1e-9
  /// How far, in points, an equation that depends on those already added may miss them and
  /// still repeat them: farther, it contradicts them.
  static let contradictionTolerance = 1e-6

  /// What became of an equation `add` was given.
  enum Addition {
    /// It is one of the system's equations now.
    case added
    /// It follows from those already added: left out, and it holds.
    case repeated
    /// Those already added leave its unknowns no value that satisfies it: left out, broken.
    case contradicted
  }

  private var count = 0
  /// How many equations the system holds: rows `0..<rowCount` of the arrays below. Each has a
  /// pivot of its own (an added row's pivot is an unknown every row before it has eliminated), so
  /// `count` at most.
  private var rowCount = 0
  /// The equations, each solved for its pivot unknown: `coefficients[row * count + unknown]`,
  /// the pivot's coefficient 1 and every other row's 0 there; `coefficients · unknowns = value`.
  /// Room for `count` rows; what lies past `rowCount` rows is left over from earlier systems.
  private var coefficients: [Double] = []
  private var rowValues: [Double] = []
  private var pivots: [Int] = []
  /// The equation being added, as it is reduced by the rows already there: its first `count`
  /// places.
  private var reduced: [Double] = []

  /// Leaves out every equation, for a system of `count` unknowns, keeping the storage and
  /// growing it to `count` rows of `count` unknowns when it is smaller.
  mutating func reset(count: Int) {
    self.count = count
    removeAll()
    Self.grow(&coefficients, to: count * count)
    Self.grow(&rowValues, to: count)
    Self.grow(&pivots, to: count)
    Self.grow(&reduced, to: count)
  }

  /// Makes `array` at least `size` long, with zeros (the values are written before any is read).
  private static func grow<Number: Numeric>(_ array: inout [Number], to size: Int) {
    if array.count < size { array.append(contentsOf: repeatElement(0, count: size - array.count)) }
  }

  /// Leaves out every equation, keeping the storage for the next ones.
  mutating func removeAll() {
    rowCount = 0
  }

  /// Whether the equations added fix every unknown (one with a pivot each): then `add` can only
  /// answer `.repeated` or `.contradicted`, and changes nothing.
  var fixesEveryUnknown: Bool { rowCount == count }

  /// Adds `equation · unknowns = value` (`count` coefficients) unless it depends on the equations
  /// already added, and says whether it did.
  mutating func add(_ equation: ArraySlice<Double>, _ value: Double) -> Addition {
    for unknown in 0..<count { reduced[unknown] = equation[equation.startIndex + unknown] }
    var rhs = value
    for row in 0..<rowCount where reduced[pivots[row]] != 0 {
      let factor = reduced[pivots[row]]
      let start = row * count
      for unknown in 0..<count { reduced[unknown] -= factor * coefficients[start + unknown] }
      rhs -= factor * rowValues[row]
    }
    // The unknown of the largest coefficient, the first of equals.
    guard count > 0 else { return .repeated }
    var pivot = 0
    for unknown in 1..<count where abs(reduced[unknown]) > abs(reduced[pivot]) { pivot = unknown }
    guard abs(reduced[pivot]) > Self.tolerance else {
      return abs(rhs) > Self.contradictionTolerance ? .contradicted : .repeated
    }
    let scale = reduced[pivot]
    for unknown in 0..<count { reduced[unknown] /= scale }
    rhs /= scale
    reduced[pivot] = 1
    for row in 0..<rowCount where coefficients[row * count + pivot] != 0 {
      let start = row * count
      let factor = coefficients[start + pivot]
      for unknown in 0..<count { coefficients[start + unknown] -= factor * reduced[unknown] }
      coefficients[start + pivot] = 0
      rowValues[row] -= factor * rhs
    }
    let start = rowCount * count
    for unknown in 0..<count { coefficients[start + unknown] = reduced[unknown] }
    rowValues[rowCount] = rhs
    pivots[rowCount] = pivot
    rowCount += 1
    return .added
  }

  /// Writes each unknown's value into `values` (`count` of them): its row's, 0 for one no
  /// equation fixes. Into the caller's array, which the solver keeps from one round to the next.
  func write(into values: inout [Double]) {
    for unknown in 0..<count { values[unknown] = 0 }
    for row in 0..<rowCount { values[pivots[row]] = rowValues[row] }
  }
}
