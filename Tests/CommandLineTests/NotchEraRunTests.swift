import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

@testable import SchmeeboardCommandLine

/// The issue's runs of the notch era (`docs/behaviour-model.md` §9): the 2017 fix natively on an
/// iPhone X and an iPhone 15, the 2012 original letterboxed as a what-if of a rebuild.
@Suite struct NotchEraRunTests {
  @Test func theFixRunsNativelyWithTheHomeIndicatorOnTheIPhoneX() throws {
    let output = try BuiltInVariant.correctedSchmeeboard3.output([
      "--device", "iphonex", "--os", "12",
    ])
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.first == "CorrectedSchmeeboard3 on iPhone X, iOS 12, scenario rotate")
    // Natively: no display-mode line, the whole 812 pt screen, the keyboard's 335 pt with the
    // home indicator, and no what-if (the 2017 project is 64-bit, deployment target 10.2).
    #expect(!output.contains("letterboxed") && !output.contains("what-if"))
    #expect(output.contains("set view.frame.height 667 → 812"))
    #expect(lines.contains("  keyboard       335 pt at its tallest"))
  }

  // A run on a device without a home button says the safe area the app sees, as the model's §9
  // table gives it: the iPhone X's 44 / 34 pt in portrait and 44 / 21 pt in landscape, the iPad
  // Pro's 24 / 20 pt either way; in JSON as `safeArea`. A phone with a home button says the status
  // bar's 20 pt at the top from iOS 11, none in landscape, where it shows no bar
  // (`statusBarTopSafeArea`); a letterboxed app sees no safe area of its own.
  @Test func aRunWithoutAHomeButtonSaysItsSafeArea() throws {
    let phone = try BuiltInVariant.correctedSchmeeboard3.output([
      "--device", "iphonex", "--os", "12",
    ])
    #expect(
      phone.split(separator: "\n").dropFirst().first
        == "  safe area: top 44, bottom 34 in portrait; left 44, bottom 21, right 44 in landscape")
    let pad = try BuiltInVariant.correctedSchmeeboard3.output([
      "--device", "ipadpro11", "--os", "17",
    ])
    #expect(
      pad.contains("\n  safe area: top 24, bottom 20 in portrait; top 24, bottom 20 in landscape\n")
    )
    let button = try BuiltInVariant.correctedSchmeeboard3.output([
      "--device", "iphonese2", "--os", "17",
    ])
    let letterboxed = try BuiltInVariant.keyboardSchmeeboard.output([
      "--device", "iphonex", "--os", "12",
    ])
    #expect(
      button.split(separator: "\n").dropFirst().first
        == "  safe area: top 20 in portrait; none in landscape")
    #expect(!letterboxed.contains("safe area:"))
    let json = try BuiltInVariant.correctedSchmeeboard3.output(
      ["--device", "iphone15", "--os", "17", "--format", "json"])
    #expect(json.contains(#""safeArea" : {"#))
    #expect(json.contains(#""bottom" : 34"#) && json.contains(#""top" : 59"#))
  }

  // The resting layout (§9): the verdict keeps its words and its reason adds where the text field
  // rested in a band of the screen. The 2017 fix's gray view reaches the screen's bottom, so with
  // the keyboard down its field is 14 pt into the iPhone 15's home indicator's band.
  @Test func theReasonAddsTheFieldsRestInTheHomeIndicatorsBand() throws {
    let output = try BuiltInVariant.correctedSchmeeboard3.output(
      ["--device", "iphone15", "--os", "17", "--scenario", "show-hide"])
    #expect(
      output.hasSuffix(
        "verdict: clean (every sample within 2 pt; the text field rests 14 pt into the home "
          + "indicator's band at 1.5 s)\n"))
  }

  @Test func theFixRunsNativelyOnTheIPhone15() throws {
    let output = try BuiltInVariant.correctedSchmeeboard3.output([
      "--device", "iphone15", "--os", "17",
    ])
    #expect(output.hasPrefix("CorrectedSchmeeboard3 on iPhone 15, iOS 17, scenario rotate\n"))
    #expect(output.contains("set view.frame.size 375 × 667 → 393 × 852"))
    #expect(!output.contains("letterboxed"))
  }

  @Test func theOriginalRunsLetterboxedAsAWhatIfOfARebuild() throws {
    let lines = try BuiltInVariant.keyboardSchmeeboard.output(["--device", "iphonex", "--os", "12"])
      .split(separator: "\n").map(String.init)
    #expect(
      lines.prefix(4) == [
        "KeyboardSchmeeboard on iPhone X, iOS 12, scenario rotate",
        "  iPhone app letterboxed on iPhone X: a 4-inch iPhone, 320 × 568, no safe area",
        "  summary: Show the keyboard in portrait, rotate to landscape, rotate back, hide it.",
        "  what-if: a rebuild; the original's 32-bit build does not launch on iOS 11 and later",
      ])
    // The 4-inch iPhone's keyboard: no home indicator to cover.
    #expect(lines.contains("  keyboard       253 pt at its tallest"))
  }

  @Test func theOriginalsLastRunThatLaunchedIsNoWhatIf() throws {
    // iOS 10 on the iPhone 7 still ran 32-bit apps; iOS 11 did not.
    let ten = try BuiltInVariant.keyboardSchmeeboard.output(["--device", "iphone7", "--os", "10"])
    let eleven = try BuiltInVariant.keyboardSchmeeboard.output([
      "--device", "iphone7", "--os", "11",
    ])
    #expect(!ten.contains("what-if"))
    #expect(eleven.contains("what-if: a rebuild"))
  }

  @Test func aVersionWithNoDeviceRunsOnThePhoneOfItsEra() throws {
    let sixteen = try BuiltInVariant.correctedSchmeeboard3.output(["--os", "16"])
    let seventeen = try BuiltInVariant.correctedSchmeeboard3.output(["--os", "17"])
    let fifteen = try BuiltInVariant.correctedSchmeeboard3.output(["--os", "15"])
    #expect(sixteen.hasPrefix("CorrectedSchmeeboard3 on iPhone X, iOS 16"))
    #expect(seventeen.hasPrefix("CorrectedSchmeeboard3 on iPhone 15, iOS 17"))
    #expect(fifteen.hasPrefix("CorrectedSchmeeboard3 on iPhone 7, iOS 15"))
  }

  @Test func listSaysWhichReleasesAreDistinctByWhichRules() throws {
    let list = try BuiltInVariant.correctedSchmeeboard3.output(["--list"])
    // iOS 12 is set apart by the iPad's 50 pt navigation bar alone.
    #expect(list.contains("\n  12    navigationBarHeight\n"))
    #expect(list.contains("\n  14    crossFadeTransitions\n"))
    // A point release is listed between its major version and the next, which is set apart from
    // it: iOS 17 differs from 16.1 by no rule, not by 16.1's again.
    #expect(list.contains("\n  16.1  keyboardNotificationObjectIsScreen, stageManager\n"))
    #expect(list.contains("\n  17    none: behaves as the one before it\n"))
    // iOS 26 follows 18 with two rules of its own (the end frame in the window's coordinates,
    // no Split View); 19 to 25 never existed.
    #expect(list.contains("\n  18    none: behaves as the one before it\n"))
    #expect(list.contains("\n  26    keyboardEndFrameInViewCoordinates, splitView\n"))
    #expect(!list.contains("\n  19  "))
    #expect(
      list.contains(
        "\n  15    keyboardLayoutGuideFollowsDismissGesture, hardwareKeyboardToolbarIsCentred\n"))
    #expect(list.contains("\n  iphonex      iPhone X                    iOS 11 to 16\n"))
  }

  // "A release with no rule of its own behaves as the one before it": every line but the first
  // of a run on iOS 12 is the run on iOS 11's, for every scenario.
  @Test(arguments: BuiltInScenario.allCases)
  func aReleaseNoRuleSetsApartBehavesAsTheOneBeforeIt(scenario: BuiltInScenario) throws {
    func run(_ os: String) throws -> [Substring] {
      try BuiltInVariant.correctedSchmeeboard3.output(["--device", "iphone7", "--os", os]) {
        $0.scenario = scenario.rawValue
      }.split(separator: "\n").dropFirst().map { $0 }
    }
    #expect(try run("12") == run("11"))
  }
}
