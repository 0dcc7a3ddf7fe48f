import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

/// The claims `docs/claims.md` makes of every variant (C1, C20).

@Suite struct EveryVariantClaimTests {
  // C1: whatever the app does, it is told: will-hide, the rotation callbacks, will-show, while the
  // keyboard never leaves the screen. (On iOS 5 only the 2012 projects rotate at all: the 2017
  // ones never implemented `shouldAutorotateToInterfaceOrientation:`, whose default says portrait.)
  @Test(arguments: BuiltInVariant.samples, [(Device.iphone5, 6), (.iphone5, 7)])
  func rotationIsReportedAsHideRotateShow(variant: BuiltInVariant, pair: (Device, Int)) throws {
    try expectHideRotateShow(variant, device: pair.0, os: pair.1)
  }

  @Test(arguments: [BuiltInVariant.keyboardSchmeeboard, .correctedSchmeeboard])
  func rotationIsReportedAsHideRotateShowOnIOS5(variant: BuiltInVariant) throws {
    try expectHideRotateShow(variant, device: .iphone4s, os: 5)
  }

  private func expectHideRotateShow(_ variant: BuiltInVariant, device: Device, os: Int) throws {
    let timeline = variant.timeline(
      BuiltInScenario.rotate.scenario, on: RunTarget(device: device, release: IOSRelease(os)))
    let step = try #require(timeline.firstStep("rotate landscape-left"))
    let next = try #require(timeline.firstStep("rotate portrait"))
    let willHide = try #require(timeline.firstPost("UIKeyboardWillHide", from: step))
    let willAnimate = try #require(
      timeline.firstCall("willAnimateRotation(to: .landscapeLeft, duration: 0.3)", from: step))
    let willShow = try #require(timeline.firstPost("UIKeyboardWillShow", from: step))
    #expect(willHide < willAnimate && willAnimate < willShow && willShow < next)
    #expect(
      timeline.samples.filter { $0.time >= 1 && $0.time < 2 }.allSatisfy {
        $0.keyboardHeight >= 162 - 0.001
      })
  }

  /// Every device and iOS pair from iOS 8, where the hide and the show are separate posts inside
  /// the rotation's animation.
  static let transitionPairs = RunTarget.modelled.filter { $0.release.major >= 8 }.map {
    ($0.device, $0.release.major)
  }

  // C1 from iOS 8: the hide and the show are posted, in that order, inside the rotation, and the
  // keyboard's presented height stays above zero at every sample between them.
  @Test(arguments: BuiltInVariant.samples, transitionPairs)
  func theKeyboardNeverLeavesTheScreenFromIOS8(variant: BuiltInVariant, pair: (Device, Int)) throws
  {
    let timeline = variant.timeline(
      BuiltInScenario.rotate.scenario, on: RunTarget(device: pair.0, release: IOSRelease(pair.1)))
    let step = try #require(timeline.firstStep("rotate landscape-left"))
    let next = try #require(timeline.firstStep("rotate portrait"))
    let willHide = try #require(timeline.firstPost("UIKeyboardWillHide", from: step))
    let willShow = try #require(timeline.firstPost("UIKeyboardWillShow", from: willHide))
    #expect(willShow < next)
    let rotation = timeline.samples.filter { $0.time >= 1 && $0.time < 2 }
    #expect(!rotation.isEmpty)
    #expect(rotation.allSatisfy { $0.keyboardHeight > 0 })
  }

  // C20: show and hide four times: clean each time, no drift.
  @Test(arguments: BuiltInVariant.samples, [(Device.iphone5, 7), (.iphone7, 10), (.ipadair2, 11)])
  func repeatedShowHideDoesNotDrift(variant: BuiltInVariant, pair: (Device, Int)) throws {
    let repeated = try scenario(
      (0..<4).map { "at \($0 * 2) tap text-field\nat \($0 * 2 + 1) tap background" }.joined(
        separator: "\n"))
    let timeline = variant.timeline(
      repeated, on: RunTarget(device: pair.0, release: IOSRelease(pair.1)))
    #expect(timeline.verdict == .clean)
    let hidden = timeline.animations.filter { $0.record.name == "grayView.frame" }.enumerated()
      .filter { $0.offset % 2 == 1 }.map { $0.element.record.to[3] }
    #expect(hidden.count == 4)
    #expect(
      Set(hidden).count == 1, "the gray view returns to the same height after every hide: \(hidden)"
    )
  }
}
