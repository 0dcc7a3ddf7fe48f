import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

/// Each port meets the hazards as its original's code would: the runs below follow from
/// reading the originals, not from the matrix.

@Suite struct HazardClaimTests {
  private func run(
    _ variant: BuiltInVariant, _ scenario: BuiltInScenario, _ device: Device, _ os: Int
  )
    -> Timeline
  {
    variant.timeline(scenario.scenario, on: RunTarget(device: device, release: IOSRelease(os)))
  }

  /// The variants that size the gray view from `frameEnd.size.height` (the 2012 projects) and
  /// those that pin it to `frameEnd.minY` (the 2017 ones).
  private static let readHeight: [BuiltInVariant] = [.keyboardSchmeeboard, .correctedSchmeeboard]
  private static let readTop: [BuiltInVariant] = [
    .correctedSchmeeboard2, .correctedSchmeeboard3, .correctedSchmeeboard4,
  ]

  // iOS 8.3 on iPad (docs/behaviour-model.md §8.4, F5706): one rotation with the keyboard up posts
  // the will-hide and will-show pair twice, all four inside the rotation, and every pair's frames
  // are the keyboard as a real iPad in the interface's orientation of the moment could post them:
  // the second hide leaves from where the first show put the landscape keyboard, so that a port
  // that pins the gray view to the keyboard's top never sends it below the screen.
  @Test func iPadIOS8Point3PostsThePairTwiceWithFramesOfTheInterfaceItIsIn() throws {
    let timeline = BuiltInVariant.correctedSchmeeboard2.timeline(
      BuiltInScenario.rotateIOS83.scenario,
      on: RunTarget(device: .ipadair2, release: IOSRelease(8, 3)))
    let rotation = try #require(timeline.firstStep("rotate landscape-left"))
    let back = try #require(timeline.firstStep("rotate portrait"))
    let wills = timeline.posts(from: rotation, to: back).filter {
      $0.name == "UIKeyboardWillHide" || $0.name == "UIKeyboardWillShow"
    }
    #expect(
      wills.map(\.name) == [
        "UIKeyboardWillHide", "UIKeyboardWillShow", "UIKeyboardWillHide", "UIKeyboardWillShow",
      ])
    let landscapeShown: [Double] = [0, 370, 1024, 398]
    #expect(wills[1].frameEnd == landscapeShown)
    #expect(wills[2].frameBegin == landscapeShown)
    #expect(wills[2].frameEnd == [0, 768, 1024, 398])
    let constants = timeline.entries.compactMap { entry -> Double? in
      if case .constraint(let change) = entry.event { change.constant } else { nil }
    }
    #expect(constants.allSatisfy { $0 >= 0 }, "\(constants)")
  }

  // Reduce Motion's cross-fade (iOS 14, where it arrived; docs/behaviour-model.md §8.7) with the will-hide's end
  // frame in both shapes reported. The empty frame [S] leaves the 2017 ports, which pin the gray
  // view to the end frame's top, with the whole iPhone 7 screen pink (667 pt) and the 2012 ports,
  // which add the end frame's height back, a keyboard short (253 pt on the 4-inch screen they
  // believe in); the sliver below the screen (RxKeyboard-107) leaves every port clean. A keyboard
  // that fades in covers nothing at alpha 0, so no port is judged at the show's first frame.
  @Test func theCrossFadesEmptyEndFrameStrandsThePortsAndItsSliverDoesNot() {
    for variant in BuiltInVariant.samples {
      let empty = run(variant, .crossFade, .iphone7, 14)
      #expect(empty.verdict == .stuck, "\(variant.rawValue)")
      #expect(
        empty.measurements.largestPink == (Self.readTop.contains(variant) ? 667 : 253),
        "\(variant.rawValue)")
      let sliver = variant.timeline(
        BuiltInScenario.crossFade.scenario,
        on: RunTarget(device: .iphone7, release: IOSRelease(14)),
        assuming: [.crossFadeHideEndFrameIsEmpty])
      #expect(sliver.verdict == .clean, "\(variant.rawValue)")
    }
  }

  // A port that reads frameEnd.height keeps a hardware keyboard's full height: with the Japanese
  // keyboard the frame is 253 + 36 pt tall with the 36 pt candidate bar on screen, so 253 pt of
  // pink stay. The ports that read frameEnd.minY follow the bar.
  @Test(arguments: [(Device.iphone4s, 9), (.iphone5, 10), (.iphone7, 10)])
  func aHardwareKeyboardLeavesTheHeightReadersStuckAndTheTopReadersClean(device: Device, os: Int)
    throws
  {
    for variant in Self.readHeight {
      let timeline = run(variant, .hardwareKana, device, os)
      #expect(timeline.verdict == .stuck, "\(variant.rawValue)")
      #expect(timeline.measurements.largestPink == 253, "\(variant.rawValue)")
    }
    for variant in Self.readTop {
      #expect(run(variant, .hardwareKana, device, os).verdict == .clean)
    }
  }

  // On an iPad from iOS 9 the universal ports follow the Shortcut Bar; the iPhone-only ones run as
  // an iPhone, where the English keyboard leaves no bar.
  @Test(arguments: [9, 10, 11])
  func theShortcutBarIsFollowedByEveryPortOnIPad(os: Int) throws {
    for variant in BuiltInVariant.samples where variant != .correctedSchmeeboard4 || os >= 7 {
      #expect(run(variant, .hardwareKeyboard, .ipadair2, os).verdict == .clean)
    }
  }

  @Test func beforeTheShortcutBarAHardwareKeyboardIsAPlainHideForEveryPort() throws {
    for variant in BuiltInVariant.samples {
      #expect(run(variant, .hardwareKeyboard, .ipadair2, 8).verdict == .clean)
    }
  }

  // The samples observe only the will-show and will-hide. A QuickType toggle posts the will-show
  // again on every version (docs/behaviour-model.md §8.3), so every port follows the bar, on iOS
  // 11 as on 10; under the other reading (the toggle posting only the frame-change pair, as a
  // keyboard switch does from iOS 11) the gray view would stay where the bar was, the bar's height
  // off: 253 − 216 pt for the iPhone-only ports, which run as a 4-inch iPhone.
  @Test(arguments: [(Device.iphone7, 42.0), (.iphone7plus, 45), (.ipadair2, 49)])
  func aQuickTypeToggleIsFollowedByEveryPortOnIOS11(device: Device, bar: Double) throws {
    for variant in BuiltInVariant.samples {
      #expect(run(variant, .quickTypeToggle, device, 11).verdict == .clean, "\(variant.rawValue)")
      #expect(run(variant, .quickTypeToggle, device, 10).verdict == .clean)
      let missed = variant.timeline(
        BuiltInScenario.quickTypeToggle.scenario,
        on: RunTarget(device: device, release: IOSRelease(11)),
        assuming: [.quickTypeTogglePostsWillShow])
      #expect(missed.verdict == .stuck, "\(variant.rawValue)")
      let believed = Self.readHeight.contains(variant) ? 253 - 216 : bar
      #expect(missed.measurements.largestMismatch == believed, "\(variant.rawValue)")
    }
  }

  // The cross-fade's empty end frame: `height += 0` leaves the keyboard's height of pink (the
  // zoomed 4-inch iPhone's 253 pt); the constraint `bounds.height − minY` of 0 pulls the gray view
  // up to nothing.
  @Test func theCrossFadesEmptyEndFrameStrandsEveryPort() throws {
    for variant in Self.readHeight {
      let timeline = run(variant, .crossFade, .iphone7, 14)
      #expect(timeline.verdict == .stuck && timeline.measurements.largestPink == 253)
    }
    for variant in Self.readTop {
      let timeline = run(variant, .crossFade, .iphone7, 14)
      #expect(timeline.verdict == .stuck && timeline.measurements.largestPink == 667)
    }
  }

  // A string for the duration: the Objective-C ports read 0, which inherits the keyboard's
  // animation; CorrectedSchmeeboard4's guard returns early and the gray view never comes down.
  @Test(arguments: [(Device.iphone5, 8), (.iphone7, 10), (.ipadair2, 11)])
  func aWrongTypeStopsOnlyTheSwiftPort(device: Device, os: Int) throws {
    for variant in BuiltInVariant.samples where variant != .correctedSchmeeboard4 {
      #expect(run(variant, .faultWrongType, device, os).verdict == .clean)
    }
    #expect(run(.correctedSchmeeboard4, .faultWrongType, device, os).verdict == .stuck)
  }

  // A doubled will-hide: `height += frameEnd.height` twice; the constraint's absolute constant is
  // set to the same value twice.
  @Test func aDoubledWillHideHurtsOnlyTheRelativeArithmetic() throws {
    for variant in Self.readHeight {
      #expect(run(variant, .faultDuplicate, .iphone5, 8).verdict != .clean)
    }
    for variant in Self.readTop {
      #expect(run(variant, .faultDuplicate, .iphone5, 8).verdict == .clean)
    }
  }

  @Test func aDroppedWillHideStrandsEveryPort() throws {
    for variant in BuiltInVariant.samples {
      #expect(run(variant, .faultDrop, .iphone7, 10).verdict == .stuck)
    }
  }

  // The in-call status bar moves the view off the screen's origin: only the port that skips the
  // conversion is off, by the bar's 20 pt.
  @Test(arguments: [(Device.iphone5, 7), (.iphone5, 9), (.iphone7, 11)])
  func theInCallStatusBarCatchesOnlyTheUnconvertedPort(device: Device, os: Int) throws {
    for variant in BuiltInVariant.samples where variant != .correctedSchmeeboard4 {
      #expect(run(variant, .inCallStatusBar, device, os).verdict == .clean)
    }
    let swift = run(.correctedSchmeeboard4, .inCallStatusBar, device, os)
    #expect(swift.verdict == .stuck)
    #expect(abs(swift.measurements.largestMismatch - 20) < 0.05)
  }

  // No port reads UIKeyboardIsLocalUserInfoKey: each follows another app's keyboard as its own.
  // (The iPhone-only ports never share the screen: compatibility mode has no Split View.)
  @Test func everyPortFollowsAnotherAppsKeyboard() throws {
    for variant in Self.readTop {
      let timeline = run(variant, .otherAppKeyboard, .ipadair2, 10)
      #expect(timeline.verdict == .clean)
      #expect(
        timeline.entries.contains {
          if case .post(let post) = $0.event { post.isLocal == false } else { false }
        })
    }
  }
}
