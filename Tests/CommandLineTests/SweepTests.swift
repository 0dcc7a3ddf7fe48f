import SchmeeboardCommandLine
import SchmeeboardLab
import SchmeeboardVariants
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

/// The shares `swift test` sweeps meet every scenario and every device among the built-in variants.
@Suite struct SweepTests {
  @Test func theVariantsTogetherMeetEveryScenario() {
    let met = Set(
      BuiltInVariants.all.map { $0.info.name }.flatMap(Sweep.scenarios(for:)).map(\.rawValue))
    #expect(met == Set(BuiltInScenario.allCases.map(\.rawValue)))
  }

  @Test func theVariantsTogetherMeetEveryDevice() {
    let met = Set(
      BuiltInVariants.all.map { $0.info.name }.flatMap(Sweep.devices(for:)).map(\.rawValue))
    #expect(met == Set(Device.allCases.map(\.rawValue)))
  }
}

extension SweepTests {
  // Runs of 10, 3 and 1 alike cases: one in four of each, from the run's first, second and
  // first place, and the run of one whole.
  @Test func oneInTakesAShareOfEachRunFromAPlaceThatMovesOn() {
    let cases = Array(repeating: "a", count: 10) + Array(repeating: "b", count: 3) + ["c"]
    let places = Array(cases.indices)
    let share = Sweep.oneIn(4, of: places, eachRunBy: { cases[$0] })
    #expect(share == (Sweep.isExhaustive ? places : [0, 4, 8, 11, 13]))
  }
}
