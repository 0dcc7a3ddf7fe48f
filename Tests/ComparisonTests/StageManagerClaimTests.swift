import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

/// The claims `docs/claims.md` makes of a Stage Manager window (C30–C34): the built-in
/// `stage-manager` scenario on an iPad Pro 11-inch on iPadOS 17, a window at (107, 60), 620 × 900
/// points, whose bottom stops 234 pt short of the 1194 pt screen's; the keyboard (333 pt with the
/// QuickType bar and the home indicator's inset) reaches 99 pt into it; at 2 s the window grows to
/// 1040 pt, its bottom 94 pt short of the screen's, and the keyboard then covers 239 pt of it.
@Suite struct StageManagerClaimTests {
  private static let scenario = BuiltInScenario.stageManager.scenario

  private func run(
    _ variant: BuiltInVariant, os: Int = 17, assuming assumptions: Set<SystemRules.Rule> = []
  ) -> Timeline {
    variant.timeline(
      Self.scenario, on: RunTarget(device: .ipadpro11, release: IOSRelease(os)),
      assuming: assumptions)
  }

  /// The gap at the rest kept before the step at `time` (2: the show's end; 3: after the window
  /// grew; 4: after the hide).
  private func rest(_ timeline: Timeline, before time: Double) throws -> Double {
    try #require(timeline.rests.first { abs($0.time - time) < 0.001 }).gap
  }

  // C30: code that moves its content by the keyboard's whole height (the frame's height, never
  // converted) leaves a band of pink as tall as the screen below the window: 234 pt, then 94 pt.
  @Test(arguments: [BuiltInVariant.mudoxKeyboard, .mwKeyboardAnimation])
  func theKeyboardsWholeHeightLeavesTheScreenBelowTheWindowPink(variant: BuiltInVariant) throws {
    let timeline = run(variant)
    #expect(abs(try rest(timeline, before: 2) - 234) < 0.01)
    #expect(abs(try rest(timeline, before: 3) - 94) < 0.01)
    #expect(timeline.verdict == .stuck)
  }

  // FB18129544: on iPadOS 26 the will notifications' end frame is in the view's coordinates (the
  // window's), not the screen's as on iPadOS 18: the will-show's keyboard top is 801, the window's
  // 60 pt top above the screen's 861, and its left edge the window's 107 pt left of it. Code that
  // converts it from the screen's coordinate space, as Apple says to, moves it a second time, and
  // its content rests 60 pt above the keyboard; code that converts it "from nil" finds the
  // keyboard where it is. Read the other way, iPadOS 26 reports the screen's frame, as 18 does.
  @Test func onIPadOS26TheEndFrameIsTheWindowsSoConvertingFromTheScreenMovesItTwice() throws {
    let screenSpace18 = run(BuiltInVariant.screenSpaceNotifications, os: 18)
    let screenSpace26 = run(BuiltInVariant.screenSpaceNotifications, os: 26)
    let end18 = try #require(screenSpace18.posts("UIKeyboardWillShow").first?.record.frameEnd)
    let end26 = try #require(screenSpace26.posts("UIKeyboardWillShow").first?.record.frameEnd)
    #expect(end18 == [0, 861, 834, 333])
    #expect(end26 == [-107, 801, 834, 333])
    #expect(abs(try rest(screenSpace18, before: 2)) < 0.01)
    #expect(abs(try rest(screenSpace26, before: 2) - 60) < 0.01)
    #expect(abs(try rest(run(BuiltInVariant.correctedSchmeeboard3, os: 26), before: 2)) < 0.01)
    let assumed = run(
      BuiltInVariant.screenSpaceNotifications, os: 26,
      assuming: [.keyboardEndFrameInViewCoordinates])
    #expect(try #require(assumed.posts("UIKeyboardWillShow").first?.record.frameEnd) == end18)
    #expect(abs(try rest(assumed, before: 2)) < 0.01)
  }

  // FB18129544 shows the will family moved; the did-show posted as the keyboard's animation ends
  // keeps the screen's coordinates on iPadOS 26 (the rule's [M]): its end frame is the keyboard
  // at the screen's left edge and 861 pt down, as on iPadOS 18, while the will-show's moved.
  @Test func onIPadOS26TheDidNotificationsKeepTheScreensCoordinates() throws {
    let screenSpace26 = run(BuiltInVariant.screenSpaceNotifications, os: 26)
    let willEnd = try #require(screenSpace26.posts("UIKeyboardWillShow").first?.record.frameEnd)
    let didEnd = try #require(screenSpace26.posts("UIKeyboardDidShow").first?.record.frameEnd)
    #expect(willEnd == [-107, 801, 834, 333])
    #expect(didEnd == [0, 861, 834, 333])
    let didHideEnd = try #require(screenSpace26.posts("UIKeyboardDidHide").first?.record.frameEnd)
    #expect(didHideEnd == [0, 1194, 834, 333])
  }

  // C31: code that converts the frame "from nil" reads the screen's frame as the window's own
  // coordinates, so the content stops the window's 60 pt top short of the keyboard, and 200 pt once
  // the window has grown 140 pt with no notification; read the other way (UIKit adding the window's
  // place), the show's rest is on the keyboard and only the growth is missed.
  @Test(arguments: [BuiltInVariant.correctedSchmeeboard2, .correctedSchmeeboard3])
  func convertingFromNilMissesTheWindowsTop(variant: BuiltInVariant) throws {
    try expectConversionFromNilMissesTheWindowsTop(variant)
  }

  // C31 for the Swift port, which reads the screen's frame without converting it: the same 60 pt
  // and 200 pt, whichever way the rule is read.
  @Test func theSwiftPortMissesTheWindowsTopWithoutConverting() throws {
    for assumptions: Set<SystemRules.Rule> in [[], [.windowCoordinatesStartAtTheWindow]] {
      let timeline = run(BuiltInVariant.correctedSchmeeboard4, assuming: assumptions)
      #expect(abs(try rest(timeline, before: 2) + 60) < 0.01)
      #expect(abs(try rest(timeline, before: 3) + 200) < 0.01)
    }
  }

  // C31 for Tim Medcalf's table insets, which convert the frame from nil too.
  @Test func medcalfsConversionFromNilMissesTheWindowsTop() throws {
    try expectConversionFromNilMissesTheWindowsTop(BuiltInVariant.medcalfInsets)
  }

  private func expectConversionFromNilMissesTheWindowsTop(_ variant: BuiltInVariant) throws {
    let timeline = run(variant)
    #expect(abs(try rest(timeline, before: 2) + 60) < 0.01)
    #expect(abs(try rest(timeline, before: 3) + 200) < 0.01)
    let alternative = run(variant, assuming: [.windowCoordinatesStartAtTheWindow])
    #expect(abs(try rest(alternative, before: 2)) < 0.01)
    #expect(abs(try rest(alternative, before: 3) + 140) < 0.01)
  }

  // C32: the screen's coordinate space puts the keyboard where it is, and the intersection with
  // the view's bounds is the 99 pt it covers; a window that grows with the keyboard up gets no
  // notification, so the 140 pt it grew into the keyboard stay covered until the hide.
  @Test func screenSpaceNotificationsMeetTheKeyboardUntilTheWindowGrows() throws {
    let timeline = run(BuiltInVariant.screenSpaceNotifications)
    #expect(abs(try rest(timeline, before: 2)) < 0.01)
    #expect(abs(try rest(timeline, before: 3) + 140) < 0.01)
    #expect(abs(try rest(timeline, before: 4)) < 0.01)
  }

  // C33: the keyboard layout guide is the system's, so every rest is on the keyboard, the grown
  // window's too; with no keyboard up, a window short of the screen's bottom has no home
  // indicator inset, and the gray view reaches the window's bottom (900 pt). The guide rises
  // from the window's bottom while the keyboard rises from the screen's, on the same curve, so the
  // pink comes only while the keyboard moves.
  @Test func theKeyboardLayoutGuideRestsOnTheKeyboardWhereverTheWindowIs() throws {
    let timeline = run(BuiltInVariant.keyboardLayoutGuide)
    for time in [2.0, 3, 4] {
      #expect(abs(try rest(timeline, before: time)) < 0.01, "rest before \(time) s")
    }
    let beforeShow = try #require(timeline.rests.first { abs($0.time - 1) < 0.001 })
    #expect(abs(beforeShow.grayBottom - 900) < 0.01)
    #expect(beforeShow.homeIndicator == nil)
    #expect(timeline.rest.homeIndicator == 20)
    let pink = timeline.samples.filter { $0.gap > 2 }
    #expect(!pink.isEmpty)
    #expect(pink.allSatisfy { (1..<1.5).contains($0.time) || (3..<3.5).contains($0.time) })
  }

  // C34: Stage Manager came with iPadOS 16.1 on the iPad Pro 11-inch; an iPhone app shown in
  // compatibility mode keeps its own window, which is not modelled. Each step says why it does
  // nothing.
  @Test func stageManagerIsRefusedWhereItDidNotExist() throws {
    let before = "no Stage Manager here: it needs an iPad Pro 11-inch on iPadOS 16.1 or later"
    #expect(
      run(BuiltInVariant.correctedSchmeeboard3, os: 16).notes.filter { $0 == before }.count == 3)
    let phone = BuiltInVariant.correctedSchmeeboard3.timeline(
      Self.scenario, on: RunTarget(device: .iphone15, release: IOSRelease(17)))
    #expect(phone.notes.contains(before))
    let iPhoneApp = "no Stage Manager window for an iPhone app in compatibility mode: not modelled"
    #expect(run(BuiltInVariant.keyboardSchmeeboard).notes.contains(iPhoneApp))
    let pointRelease = BuiltInVariant.correctedSchmeeboard3.timeline(
      Self.scenario, on: RunTarget(device: .ipadpro11, release: IOSRelease(16, 1)))
    #expect(pointRelease.notes.contains("window.frame = (107, 60, 620, 900)"))
    // A window that does not fit the screen as it is turned is refused where it is asked for.
    let tooWide = try ScenarioParser(fileName: "wide.txt").parse(
      "at 0 stage-manager 600 0 400 400\n", name: "wide.txt")
    let wide = BuiltInVariant.correctedSchmeeboard3.timeline(
      tooWide, on: RunTarget(device: .ipadpro11, release: IOSRelease(17)))
    #expect(
      wide.notes == ["no room for a window at 600 0 400 400: the screen is 834 × 1194 points"])
  }
}
