import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

/// `--os 8.3` and `ios 8.3`: a point release runs where a rule depends on it, and no other is taken.
@Suite struct PointReleaseTests {
  @Test func aModelledPointReleaseRunsAndTheHeaderNamesIt() throws {
    let text = try BuiltInVariant.correctedSchmeeboard3.output([
      "--os", "8.3", "--device", "ipadair2",
    ])
    #expect(text.hasPrefix("CorrectedSchmeeboard3 on iPad Air 2, iOS 8.3, scenario rotate\n"))
    #expect(text.components(separatedBy: "post WillHide ").count - 1 == 5)
    let major = try BuiltInVariant.correctedSchmeeboard3.output([
      "--os", "8", "--device", "ipadair2",
    ])
    #expect(major.components(separatedBy: "post WillHide ").count - 1 == 3)
  }

  @Test func theBuiltInScenarioCarriesItsPointRelease() throws {
    let text = try BuiltInVariant.correctedSchmeeboard2.output([
      "--scenario", "rotate-ios8.3", "--device", "ipad2",
    ])
    #expect(text.hasPrefix("CorrectedSchmeeboard2 on iPad 2, iOS 8.3, scenario rotate-ios8.3\n"))
  }

  @Test func aPointReleaseNoRuleNeedsIsRefused() {
    expectRefusal(
      ["--os", "9.3"], status: .usage,
      line:
        "error: unknown iOS version '9.3'; the point releases modelled are 8.3, 16.1, whole numbers from \(IOSVersion.modelledSpelled) are the major versions"
    )
  }

  @Test func aPointReleaseOfAVersionTheDeviceNeverRanIsRefused() {
    expectRefusal(
      ["--os", "8.3", "--device", "iphone7"], status: .usage,
      line: "error: iPhone 7 did not run iOS 8; it ran iOS 10 to 15")
  }
}
