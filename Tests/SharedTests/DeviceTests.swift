import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedUIKit

/// The modelled devices: screens, idioms and the iOS versions they ran (`docs/behaviour-model.md` §2).
@Suite struct DeviceTests {
  @Test func devicesRunTheirVersionsUpToElevenAndLater() {
    #expect(Device.iphone4s.modelledVersions == 5...9)
    #expect(Device.iphone5.modelledVersions == 6...10)
    #expect(Device.iphone7.modelledVersions == 10...11)
    #expect(Device.iphone7plus.modelledVersions == 10...11)
    #expect(Device.ipad2.modelledVersions == 5...9)
    #expect(Device.ipadair2.modelledVersions == 8...11)
    #expect(Device.iphone7plus.portraitScreen == CGSize(width: 414, height: 736))
  }

  @Test func screensAndIdiomsAreTheTables() {
    #expect(Device.iphone4s.portraitScreen == CGSize(width: 320, height: 480))
    #expect(Device.iphone5.portraitScreen == CGSize(width: 320, height: 568))
    #expect(Device.iphone7.portraitScreen == CGSize(width: 375, height: 667))
    #expect(Device.ipad2.portraitScreen == CGSize(width: 768, height: 1024))
    #expect(Device.ipadair2.portraitScreen == CGSize(width: 768, height: 1024))
    #expect(Device.allCases.filter(\.isPad) == [.ipad2, .ipadair2])
  }

  @Test func theRawOSRangesGoBeyondWhatIsModelled() {
    #expect(Device.iphone7.osRange == 10...13)
    #expect(Device.ipadair2.osRange == 8...13)
    #expect(IOSVersion.modelled == 5...11)
  }
}
