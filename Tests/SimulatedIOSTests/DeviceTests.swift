import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// The modelled devices: screens, idioms, safe areas and the iOS versions they ran
/// (`docs/behaviour-model.md` §2, §9).
@Suite struct DeviceTests {
  // Apple's compatibility lists: the devices whose support ended, each to its last release.
  @Test func devicesWhoseSupportEndedRunToTheirLastRelease() {
    #expect(Device.iphone4s.modelledVersions == Array(5...9))
    #expect(Device.iphone5.modelledVersions == Array(6...10))
    #expect(Device.iphone7.modelledVersions == Array(10...15))
    #expect(Device.iphone7plus.modelledVersions == Array(10...15))
    #expect(Device.ipad2.modelledVersions == Array(5...9))
    #expect(Device.ipadair2.modelledVersions == Array(8...15))
    #expect(Device.iphonex.modelledVersions == Array(11...16))
    #expect(Device.iphone7plus.portraitScreen == CGSize(width: 414, height: 736))
  }

  // Apple's compatibility lists: the iPhone SE (2nd generation) runs iOS 13 and every release
  // after it, the iPhone 15 17 and every one after it, the 11-inch iPad Pro 12 and every one after
  // it: they run the newest modelled release, and a release appended to the list is one they run.
  @Test func devicesStillSupportedRunEveryReleaseFromTheirFirst() {
    #expect(Device.iphonese2.modelledVersions == IOSVersion.modelled.filter { $0 >= 13 })
    #expect(Device.iphone15.modelledVersions == IOSVersion.modelled.filter { $0 >= 17 })
    #expect(Device.ipadpro11.modelledVersions == IOSVersion.modelled.filter { $0 >= 12 })
    let current = Device.allCases.filter { $0.modelledVersions.last == IOSVersion.newestModelled }
    #expect(current == [.iphonese2, .iphone15, .ipadpro11])
    for device in current {
      #expect(device.specification.releases.contains(IOSVersion.newestModelled + 1), "\(device)")
    }
  }

  // A device whose support ended did so before the newest modelled release: one that runs it is
  // still supported and says so (`toTheNewest`), so that the next release needs no edit of it. Its
  // first and last releases are modelled ones.
  @Test func aDeviceWhoseSupportEndedStopsBeforeTheNewestModelledRelease() {
    for device in Device.allCases {
      let releases = device.specification.releases
      #expect(IOSVersion.modelled.contains(releases.first), "\(device)")
      if case .ended(let range) = releases {
        #expect(range.upperBound < IOSVersion.newestModelled, "\(device)")
        #expect(IOSVersion.modelled.contains(range.upperBound), "\(device)")
      }
    }
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

  // Every release from iOS 5 to the newest modelled is modelled but the versions Apple skipped (19
  // to 25), and every release a device ran is: its releases less those, to the newest modelled.
  @Test func everyReleaseADeviceRanIsModelled() {
    #expect(IOSVersion.oldestModelled == 5)
    #expect(
      IOSVersion.modelled
        == (5...IOSVersion.newestModelled).filter { !IOSVersion.neverReleased.contains($0) })
    for device in Device.allCases {
      let released = (IOSVersion.oldestModelled...IOSVersion.newestModelled).filter {
        device.specification.releases.contains($0) && !IOSVersion.neverReleased.contains($0)
      }
      #expect(device.modelledVersions == released, "\(device)")
    }
  }

  // A run asks whether its release is modelled on its device (`RunTarget.isModelled`) without
  // making the list: the answer is the list's, for every device and every major version from 0
  // to past the newest, skipped ones and those before or after a device's releases included.
  @Test func aDeviceModelsJustTheVersionsOfItsList() {
    for device in Device.allCases {
      for major in 0...(IOSVersion.newestModelled + 2) {
        #expect(
          device.models(major) == device.modelledVersions.contains(major), "\(device) \(major)")
      }
    }
  }

  // Apple's device specifications: 1 pixel per point on the iPad 2, 3 on the Plus and on the
  // phones without a home button, 2 on the others.
  @Test func screenScalesAreTheSpecifications() {
    #expect(Device.allCases.filter { $0.screenScale == 1 } == [.ipad2])
    #expect(Device.allCases.filter { $0.screenScale == 3 } == [.iphone7plus, .iphonex, .iphone15])
    #expect(Device.allCases.allSatisfy { [1, 2, 3].contains($0.screenScale) })
  }

  // How an iPhone-only app is shown (§2, §9): natively on the 3.5- and 4-inch phones it was built
  // for, zoomed on the 4.7- and 5.5-inch phones with a home button, letterboxed on those without,
  // in compatibility mode on every iPad; a universal app natively everywhere.
  @Test func anIPhoneOnlyAppIsShownAsEachDeviceSays() {
    func showing(_ mode: DisplayMode) -> [Device] {
      Device.allCases.filter { DisplayMode(family: .iPhone, device: $0) == mode }
    }
    #expect(showing(.native) == [.iphone4s, .iphone5])
    #expect(showing(.zoomed) == [.iphone7, .iphone7plus, .iphonese2])
    #expect(showing(.letterboxed) == [.iphonex, .iphone15])
    #expect(showing(.compatibility) == [.ipad2, .ipadair2, .ipadpro11])
    #expect(Device.allCases.allSatisfy { DisplayMode(family: .universal, device: $0) == .native })
  }

  // Split View and Slide Over from iOS 9 on the iPad Air 2 and the iPad Pro, never on the iPad 2
  // (Apple); Stage Manager on the iPad Pro 11-inch only of the devices modelled.
  @Test func onlyTheLaterIPadsShowAppsSideBySide() {
    #expect(Device.allCases.filter(\.supportsSplitView) == [.ipadair2, .ipadpro11])
    #expect(Device.allCases.filter(\.supportsStageManager) == [.ipadpro11])
  }

  // MATRIX.md's columns name each device shortly, and no two alike.
  @Test func shortNamesAreDistinct() {
    let names = Device.allCases.map(\.specification.shortName)
    #expect(names == ["4S", "5", "7", "7+", "iPad2", "Air2", "SE2", "X", "15", "Pro11"])
    #expect(Set(names).count == names.count)
  }

  @Test func versionsAreSpelledByTheirRuns() {
    #expect(IOSVersion.spelled([11, 12, 13]) == "11 to 13")
    #expect(IOSVersion.spelled([12, 14, 15, 17]) == "12, 14 to 15 and 17")
    #expect(IOSVersion.spelled([9]) == "9")
    // The modelled releases: from iOS 5, the last run joined by "or" and ending at the newest,
    // whether that run is the newest alone or several releases that end at it.
    #expect(IOSVersion.modelledSpelled.hasPrefix("5 to "))
    let halves = IOSVersion.modelledSpelled.components(separatedBy: " or ")
    #expect(halves.count == 2)
    #expect(halves.last?.hasSuffix("\(IOSVersion.newestModelled)") == true)
    #expect(halves.last?.contains(",") == false)
  }
}
