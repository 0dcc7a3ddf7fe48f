import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedUIKit

/// The modelled devices: screens, idioms, safe areas and the iOS versions they ran
/// (`docs/behaviour-model.md` §2, §9).
@Suite struct DeviceTests {
  // Apple's compatibility lists: the iPhone SE (2nd generation), the iPhone 15 and the 11-inch
  // iPad Pro run iOS 26, which followed 18.
  @Test func devicesRunTheirVersionsTo26() {
    #expect(Device.iphone4s.modelledVersions == Array(5...9))
    #expect(Device.iphone5.modelledVersions == Array(6...10))
    #expect(Device.iphone7.modelledVersions == Array(10...15))
    #expect(Device.iphone7plus.modelledVersions == Array(10...15))
    #expect(Device.ipad2.modelledVersions == Array(5...9))
    #expect(Device.ipadair2.modelledVersions == Array(8...15))
    #expect(Device.iphonese2.modelledVersions == Array(13...18) + [26])
    #expect(Device.iphonex.modelledVersions == Array(11...16))
    #expect(Device.iphone15.modelledVersions == Array(17...18) + [26])
    #expect(Device.ipadpro11.modelledVersions == Array(12...18) + [26])
    #expect(Device.iphone7plus.portraitScreen == CGSize(width: 414, height: 736))
  }

  @Test func screensAndIdiomsAreTheTables() {
    #expect(Device.iphone4s.portraitScreen == CGSize(width: 320, height: 480))
    #expect(Device.iphone5.portraitScreen == CGSize(width: 320, height: 568))
    #expect(Device.iphone7.portraitScreen == CGSize(width: 375, height: 667))
    #expect(Device.ipad2.portraitScreen == CGSize(width: 768, height: 1024))
    #expect(Device.ipadair2.portraitScreen == CGSize(width: 768, height: 1024))
    #expect(Device.iphonese2.portraitScreen == CGSize(width: 375, height: 667))
    #expect(Device.iphonex.portraitScreen == CGSize(width: 375, height: 812))
    #expect(Device.iphone15.portraitScreen == CGSize(width: 393, height: 852))
    #expect(Device.ipadpro11.portraitScreen == CGSize(width: 834, height: 1194))
    #expect(Device.allCases.filter(\.isPad) == [.ipad2, .ipadair2, .ipadpro11])
  }

  // The figures: the iPhone X class's home indicator is 34 pt in portrait and 21 pt in
  // landscape (useyourloaf, "Supporting iPhone X"; qiita usagimaru's 375 × 734 and 724 × 354).
  @Test func theNotchEraHasAHomeIndicatorAndNoHomeButton() {
    #expect(Device.allCases.filter { !$0.hasHomeButton } == [.iphonex, .iphone15, .ipadpro11])
    let x = Device.iphonex.safeArea
    #expect(x?.insets(in: .portrait).bottom == 34)
    #expect(x?.insets(in: .portrait).top == 44)
    #expect(x?.insets(in: .landscapeLeft).bottom == 21)
    #expect(x?.insets(in: .landscapeRight).left == 44)
    #expect(x?.insets(in: .landscapeRight).right == 44)
    #expect(Device.iphonese2.safeArea == nil)
  }

  // Every release a device ran is modelled: its range less the versions Apple skipped (19 to 25).
  @Test func everyReleaseADeviceRanIsModelled() {
    #expect(IOSVersion.modelled == Array(5...18) + [26])
    for device in Device.allCases {
      let released = device.osRange.filter { !IOSVersion.neverReleased.contains($0) }
      #expect(device.modelledVersions == released, "\(device)")
    }
  }

  @Test func versionsAreSpelledByTheirRuns() {
    #expect(IOSVersion.spelled([11, 12, 13]) == "11 to 13")
    #expect(IOSVersion.spelled([17, 18, 26]) == "17 to 18 and 26")
    #expect(IOSVersion.spelled([9]) == "9")
    #expect(IOSVersion.modelledSpelled == "5 to 18 or 26")
  }
}
