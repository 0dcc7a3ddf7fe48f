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
