import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

@testable import KeyboardSchmeeboard

/// The 2013 post's claims about the original sample (`docs/claims.md` C1–C7, C18, C20).

@Suite struct KeyboardSchmeeboardClaimTests {
  private func run(
    _ scenario: BuiltInScenario, device: Device = .iphone5, os: Int = 6,
    ios5Workaround: Bool = true, ios6Workaround: Bool = true
  ) throws -> Timeline {
    let arguments =
      (ios5Workaround ? [] : ["--no-ios5-workaround"])
      + (ios6Workaround ? [] : ["--no-ios6-workaround"])
    let switches = try Workarounds.parse(arguments)
    return SchmeeboardRun.timeline(
      of: KeyboardSchmeeboardVariant.self, switches: switches, on: RunTarget(device: device, release: IOSRelease(os)),
      scenario: scenario.scenario)
  }

  // C1: the app is told hide, rotate, show, while the keyboard never leaves the screen.
  @Test(arguments: [5, 6])
  func rotationIsReportedAsHideRotateShow(os: Int) throws {
    let timeline = try run(.rotate, device: .iphone4s, os: os)
    let step = try #require(timeline.firstStep("rotate landscape-left"))
    let willHide = try #require(timeline.firstPost("UIKeyboardWillHide", from: step))
    let willRotate = try #require(
      timeline.firstCall("willRotate(to: .landscapeLeft, duration: 0.3)", from: step))
    let willAnimate = try #require(
      timeline.firstCall("willAnimateRotation(to: .landscapeLeft, duration: 0.3)", from: step))
    let willShow = try #require(timeline.firstPost("UIKeyboardWillShow", from: step))
    let didRotate = try #require(timeline.firstCall("didRotate(from: .portrait)", from: step))
    #expect(
      willRotate < willHide && willHide < willAnimate && willAnimate < willShow
        && willShow < didRotate)
    // The keyboard never leaves the screen: its height goes 216 → 162, never through 0.
    let rotationSamples = timeline.samples.filter { $0.time >= 1 && $0.time < 2 }
    #expect(!rotationSamples.isEmpty)
    #expect(rotationSamples.allSatisfy { $0.keyboardHeight >= 162 - 0.001 })
  }

  // C2: iOS 5, the workaround on: will-hide ignored, the show's change made inside the rotation.
  @Test func iOS5WorkaroundShowsSlivers() throws {
    let timeline = try run(.rotate, device: .iphone4s, os: 5)
    #expect(timeline.verdict == .slivers)
    let step = try #require(timeline.firstStep("rotate landscape-left"))
    let ask = try #require(timeline.firstCall("shouldAutorotate(to: .landscapeLeft)", from: step))
    #expect(
      timeline.entries[ask + 1].event
        == .state(StateChange(name: "isRotatingWhileKeyboardVisible", value: true)))
    // The will-hide handler changes nothing: no state change, no animation, no frame set.
    let hide = try #require(timeline.firstCall("willHideKeyboard(_:)", from: step))
    let didHide = try #require(timeline.firstPost("UIKeyboardDidChangeFrame", from: hide))
    let effects = timeline.entries[(hide + 1)..<didHide].filter {
      switch $0.event {
      case .animate, .set, .state: true
      default: false
      }
    }
    #expect(effects.isEmpty)
    // The show's change has no animation of its own: it joins the rotation's.
    let show = try #require(timeline.firstCall("willShowKeyboard(_:)", from: step))
    let grayAnimation = try #require(
      timeline.animations.first { $0.index > show && $0.record.name == "grayView.frame" })
    #expect(grayAnimation.record.origin == "rotation")
    #expect(grayAnimation.record.rule == .mergedIntoBlock)
    // A small transient mismatch (the post saw pink), exactly 0 at rest.
    #expect(timeline.measurements.largestPink >= Measurements.noticeable)
    #expect(timeline.reason.rule == .beyondTolerance)
    #expect(NumberFormat.points(timeline.measurements.restGap) == "0")
  }

  // C3: iOS 5 without the workaround: the field dives behind the keyboard.
  @Test func iOS5WithoutWorkaroundDivesBehindTheKeyboard() throws {
    let timeline = try run(.rotate, device: .iphone4s, os: 5, ios5Workaround: false)
    #expect(timeline.verdict == .glitch)
    let step = try #require(timeline.firstStep("rotate landscape-left"))
    let hide = try #require(timeline.firstCall("willHideKeyboard(_:)", from: step))
    let show = try #require(timeline.firstCall("willShowKeyboard(_:)", from: hide))
    let down = try #require(
      timeline.animations.first { $0.index > hide && $0.record.name == "grayView.frame" })
    let up = try #require(
      timeline.animations.first { $0.index > show && $0.record.name == "grayView.frame" })
    #expect(down.record.to[3] > down.record.from[3], "the hide grows the gray view down")
    #expect(up.record.to[3] < up.record.from[3], "the show brings it back up")
    #expect(up.record.rule == .jumpedToEndOfInFlight)
    let dive = try #require(timeline.samples.first { $0.time >= 1 && $0.time < 1.3 })
    #expect(VerdictRules.standard.finding(for: dive) == .fieldHidden)
  }

  // C4: iOS 6: the flag is set in supportedInterfaceOrientations.
  @Test func iOS6WorkaroundSetsTheFlagInSupportedInterfaceOrientations() throws {
    let timeline = try run(.rotate)
    #expect(timeline.verdict == .slivers)
    let step = try #require(timeline.firstStep("rotate landscape-left"))
    let ask = try #require(timeline.firstCall("supportedInterfaceOrientations", from: step))
    #expect(
      timeline.entries[ask + 1].event
        == .state(StateChange(name: "isRotatingWhileKeyboardVisible", value: true)))
    #expect(
      timeline.firstCall("shouldAutorotate(to: .landscapeLeft)") == nil,
      "iOS 6 no longer asks the iOS 5 question")
  }

  // C5: iOS 6, a dip then a hide: the flag is never cleared, and a keyboard-high band of pink stays.
  @Test func iOS6DipLeavesAPinkBandTheHeightOfTheKeyboard() throws {
    let timeline = try run(.dip)
    #expect(timeline.verdict == .stuck)
    let tilt = try #require(timeline.firstStep("tilt"))
    let ask = try #require(timeline.firstCall("supportedInterfaceOrientations", from: tilt))
    #expect(
      timeline.entries[ask + 1].event
        == .state(StateChange(name: "isRotatingWhileKeyboardVisible", value: true)))
    #expect(
      !timeline.stateChanges.contains { $0.name == "isRotatingWhileKeyboardVisible" && !$0.value })
    #expect(NumberFormat.points(timeline.rest.gap) == "216")
    #expect(timeline.reason.rule == .offTheKeyboardAtRest && timeline.reason.side == .pink)
  }

  // C6: iOS 6 without its workaround: as C3.
  @Test func iOS6WithoutWorkaroundDivesBehindTheKeyboard() throws {
    let timeline = try run(.rotate, ios6Workaround: false)
    #expect(timeline.verdict == .glitch)
    #expect(NumberFormat.points(timeline.measurements.largestCover) == "216")
    #expect(timeline.reason.rule == .fieldHidden)
    #expect(!timeline.stateChanges.contains { $0.name == "isRotatingWhileKeyboardVisible" })
  }

  // C7: iOS 5 calls nothing on a tilt.
  @Test func iOS5DipIsClean() throws {
    let timeline = try run(.dip, device: .iphone4s, os: 5)
    #expect(timeline.verdict == .clean)
    let tilt = try #require(timeline.firstStep("tilt"))
    let hide = try #require(timeline.firstStep("tap background"))
    #expect(timeline.callNames(from: tilt, to: hide).isEmpty)
  }

  // C18: from iOS 7 the will-show handler runs inside the keyboard's animation, so the curve read
  // from the duration key does no harm.
  @Test(arguments: [(Device.iphone5, 7), (.iphone5, 10), (.ipadair2, 11)])
  func showHideIsCleanFromIOS7(device: Device, os: Int) throws {
    let timeline = try run(.showHide, device: device, os: os)
    #expect(timeline.verdict == .clean)
    let show = try #require(timeline.firstCall("willShowKeyboard(_:)"))
    let animation = try #require(timeline.animations.first { $0.index > show })
    #expect(animation.record.curve == "keyboard spring")
    #expect(animation.record.inheritedCurve)
  }

  // C20: no drift: the relative `height += keyboard height` of the hide balances the show.
  @Test(arguments: [5, 6, 7])
  func repeatedShowHideDoesNotDrift(os: Int) throws {
    let repeated = try scenario(
      """
      at 0 tap text-field
      at 1 tap background
      at 2 tap text-field
      at 3 tap background
      at 4 tap text-field
      at 5 tap background
      at 6 tap text-field
      at 7 tap background
      """)
    let timeline = SchmeeboardRun.timeline(
      of: KeyboardSchmeeboardVariant.self, switches: Workarounds.shipped,
      on: RunTarget(device: .iphone4s, release: IOSRelease(os)),
      scenario: repeated)
    #expect(timeline.verdict == .clean)
    let viewHeight: Double = os <= 6 ? 460 : 480
    let heights = timeline.animations.filter { $0.record.name == "grayView.frame" }.map {
      $0.record.to[3]
    }
    #expect(heights == Array(repeating: [viewHeight - 216, viewHeight], count: 4).flatMap { $0 })
  }

  // The default run, whole.
  @Test func defaultRunTimeline() throws {
    try expectGenerated(BuiltInVariant(KeyboardSchmeeboardVariant.self).goldenTimeline)
  }
}
