import Testing

@testable import SimulatedUIKit

/// The constraint solver's linear system (`LinearSystem`): equations added one at a time, each
/// either added, repeating those before it, or contradicting them; and once the equations fix
/// every unknown, which the solver reads to leave out the optional rows still to come
/// (`ConstraintSolver.Workspace.solve`), an equation added changes nothing.
@Suite struct LinearSystemTests {
  /// `coefficients · unknowns = value` added to `system`.
  private func add(
    _ coefficients: [Double], _ value: Double, to system: inout LinearSystem
  ) -> LinearSystem.Addition {
    system.add(coefficients[...], value)
  }

  /// The values `system` gives its `count` unknowns.
  private func values(of system: LinearSystem, count: Int) -> [Double] {
    var values = [Double](repeating: .nan, count: count)
    system.write(into: &values)
    return values
  }

  // Two unknowns, x + y = 10 and x − y = 2: the first fixes one unknown, the second the other
  // (x = 6, y = 4); only then does the system fix every unknown.
  @Test func aSystemFixesEveryUnknownOnceEachHasAnEquation() {
    var system = LinearSystem()
    system.reset(count: 2)
    #expect(!system.fixesEveryUnknown)
    #expect(add([1, 1], 10, to: &system) == .added)
    #expect(!system.fixesEveryUnknown)
    #expect(add([1, -1], 2, to: &system) == .added)
    #expect(system.fixesEveryUnknown)
    #expect(values(of: system, count: 2) == [6, 4])
    system.removeAll()
    #expect(!system.fixesEveryUnknown)
  }

  // Once every unknown is fixed, an equation that agrees (2x = 12) repeats, one that does not
  // (y = 5) contradicts, and neither moves a value: what the solver skips for the optional rows
  // after that point is nothing.
  @Test func anEquationAddedToAFixedSystemChangesNothing() {
    var system = LinearSystem()
    system.reset(count: 2)
    _ = add([1, 1], 10, to: &system)
    _ = add([1, -1], 2, to: &system)
    #expect(add([2, 0], 12, to: &system) == .repeated)
    #expect(add([0, 1], 5, to: &system) == .contradicted)
    #expect(system.fixesEveryUnknown)
    #expect(values(of: system, count: 2) == [6, 4])
  }
}
