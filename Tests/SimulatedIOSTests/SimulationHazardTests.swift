import SimulationHelpers
import TestSupport
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// The hazards' choreography: what each posts, with which frames, and what the keyboard
/// on screen does, by the rules of `SystemRules+Hazards`.

@Suite struct SimulationHazardTests {
  /// The posts after the step spelled `step`, by name.
  private func posts(_ result: SimulationResult, after step: String) throws -> [PostRecord] {
    result.posts(from: try #require(result.firstStep(step)))
  }

  // MARK: - 1. Hardware keyboard

  @Test func onIPadFromIOS9AttachingShrinksTheKeyboardToTheShortcutBarWithAWillShow() throws {
    let (result, _) = try runRecording(
      "at 0 tap text-field\nat 1 hardware-keyboard attach\nat 2 hardware-keyboard detach",
      device: .ipadair2, os: 9)
    let attach = try posts(result, after: "hardware-keyboard attach")
    #expect(attach.prefix(2).map(\.name) == ["UIKeyboardWillChangeFrame", "UIKeyboardWillShow"])
    // The full 313 pt keyboard, all but 55 pt of it below the screen [S].
    #expect(attach[1].frameEnd == [0, 1024 - 55, 768, 313])
    #expect(!attach.contains { $0.name == "UIKeyboardWillHide" })
    let detach = try posts(result, after: "hardware-keyboard detach")
    #expect(detach[1].name == "UIKeyboardWillShow")
    #expect(detach[1].frameEnd == [0, 1024 - 313, 768, 313])
    #expect(result.rest.keyboardHeight == 313)
  }

  @Test func theShortcutBarIsWhatIsOnScreen() throws {
    let (result, _) = try runRecording(
      "at 0 tap text-field\nat 1 hardware-keyboard attach", device: .ipadair2, os: 10)
    #expect(result.rest.keyboardHeight == 55)
  }

  // The bars a hardware keyboard leaves take the home indicator's inset as the software keyboard
  // does (`keyboardCoversHomeIndicator`): on the iPad Pro the Shortcut Bar shows 55 + 20 pt, on the
  // iPhone X the Japanese candidate bar 36 + 34 pt; the frame reaches the screen's bottom. Where
  // the keyboard stops at the indicator (the rule's alternative), so do the bars: 55 and 36 pt.
  @Test(arguments: [
    (Device.ipadpro11, 17, "", 75.0, 55.0),
    (.iphonex, 12, "at 0.5 switch-keyboard japanese\n", 70, 36),
  ])
  func aHardwareKeyboardsBarCoversTheHomeIndicator(
    device: Device, os: Int, kana: String, onScreen: Double, stopping: Double
  ) throws {
    let script = "at 0 tap text-field\n\(kana)at 1 hardware-keyboard attach"
    let (result, _) = try runRecording(script, device: device, os: os)
    #expect(result.rest.keyboardHeight == onScreen)
    let attach = try posts(result, after: "hardware-keyboard attach")
    let end = try #require(attach.first { $0.name == "UIKeyboardWillShow" }?.frameEnd)
    #expect(Double(device.portraitScreen.height) - end[1] == onScreen)
    let (stops, _) = try RuleFlip.$flipped.withValue([.keyboardCoversHomeIndicator]) {
      try runRecording(script, device: device, os: os)
    }
    #expect(stops.rest.keyboardHeight == stopping)
  }

  @Test(arguments: [(Device.ipadair2, 8), (.iphone5, 9), (.iphone7, 11)])
  func withoutABarAttachingHidesTheKeyboardAndAFocusedFieldPostsNothing(device: Device, os: Int)
    throws
  {
    let (result, _) = try runRecording(
      "at 0 tap text-field\nat 1 hardware-keyboard attach\nat 2 tap background\nat 3 tap text-field",
      device: device, os: os)
    #expect(
      try posts(result, after: "hardware-keyboard attach").prefix(2).map(\.name) == [
        "UIKeyboardWillChangeFrame", "UIKeyboardWillHide",
      ])
    #expect(result.rest.keyboardHeight == 0)
    let second = try #require(
      result.firstIndex(from: 1 + (result.firstStep("tap text-field") ?? 0)) {
        $0.event == .step("tap text-field")
      })
    #expect(result.posts(from: second).isEmpty)
    #expect(result.notes.contains("a hardware keyboard is attached: no keyboard comes up"))
  }

  // MARK: - 2. Undocked and split keyboards

  @Test(arguments: [5, 6, 8, 10, 11])
  func undockingPostsAHideSplittingOnlyTheFramePairDockingAShow(os: Int) throws {
    let device: Device = os >= 10 ? .ipadair2 : .ipad2
    let (result, _) = try runRecording(
      "at 0 tap text-field\nat 1 ipad-keyboard undock\nat 2 ipad-keyboard split\nat 3 ipad-keyboard dock",
      device: device, os: os)
    let start = try #require(result.firstStep("ipad-keyboard undock"))
    let split = try #require(result.firstStep("ipad-keyboard split"))
    let dock = try #require(result.firstStep("ipad-keyboard dock"))
    #expect(
      result.postNames(from: start, to: split) == [
        "UIKeyboardWillChangeFrame", "UIKeyboardWillHide", "UIKeyboardDidChangeFrame",
        "UIKeyboardDidHide",
      ])
    #expect(
      result.postNames(from: split, to: dock) == [
        "UIKeyboardWillChangeFrame", "UIKeyboardDidChangeFrame",
      ])
    #expect(
      result.postNames(from: dock) == [
        "UIKeyboardWillChangeFrame", "UIKeyboardWillShow", "UIKeyboardDidChangeFrame",
        "UIKeyboardDidShow",
      ])
  }

  // §8.2: an undocked or split keyboard floats with its bottom at the middle of the screen, 512 pt
  // down a portrait iPad, and only the frame-change pair says so; docking's will-show starts from
  // there and ends with the keyboard docked at the bottom: 264 pt tall on iOS 7, 313 pt with the
  // QuickType bar on iOS 11.
  @Test(arguments: [(Device.ipad2, 7, 264.0), (.ipadair2, 11, 313)])
  func anUndockedKeyboardFloatsWithItsBottomAtTheMiddleOfTheScreen(
    device: Device, os: Int, height: Double
  ) throws {
    let (result, _) = try runRecording(
      "at 0 tap text-field\nat 1 ipad-keyboard undock\nat 2 ipad-keyboard split\nat 3 ipad-keyboard dock",
      device: device, os: os)
    let floating: [Double] = [0, 512 - height, 768, height]
    let split = try posts(result, after: "ipad-keyboard split")
    #expect(split[0].name == "UIKeyboardWillChangeFrame")
    #expect(split[0].frameBegin == floating && split[0].frameEnd == floating)
    let dock = try posts(result, after: "ipad-keyboard dock")
    #expect(dock[1].name == "UIKeyboardWillShow")
    #expect(dock[1].frameBegin == floating)
    #expect(dock[1].frameEnd == [0, 1024 - height, 768, height])
  }

  @Test func onIOS9DockingPostsTheShowTwice() throws {
    let (result, _) = try runRecording(
      "at 0 tap text-field\nat 1 ipad-keyboard undock\nat 2 ipad-keyboard dock", device: .ipadair2,
      os: 9)
    #expect(
      result.postNames(from: try #require(result.firstStep("ipad-keyboard dock"))) == [
        "UIKeyboardWillChangeFrame", "UIKeyboardDidChangeFrame", "UIKeyboardWillShow",
        "UIKeyboardWillChangeFrame", "UIKeyboardWillShow", "UIKeyboardDidChangeFrame",
        "UIKeyboardDidShow", "UIKeyboardDidChangeFrame", "UIKeyboardDidShow",
      ])
  }

  @Test func anUndockedKeyboardLeavesTheBottomAndRotatingIsNotModelled() throws {
    let (result, _) = try runRecording(
      "at 0 tap text-field\nat 1 ipad-keyboard undock\nat 2 rotate landscape-left\nat 3 tap background",
      device: .ipad2, os: 7)
    #expect(result.rest.keyboardHeight == 0)
    #expect(result.notes.contains("not modelled with the keyboard undocked"))
    #expect(
      try posts(result, after: "tap background").map(\.name) == [
        "UIKeyboardWillChangeFrame", "UIKeyboardDidChangeFrame",
      ])
  }

  @Test func iPhonesCannotUndock() throws {
    let (result, _) = try runRecording(
      "at 0 tap text-field\nat 1 ipad-keyboard undock", device: .iphone5, os: 9)
    #expect(result.notes.contains("no undocked or split keyboard here: it needs an iPad"))
    #expect(try posts(result, after: "ipad-keyboard undock").isEmpty)
  }

  // An iPhone app on an iPad is on an iPad: what it cannot do there, it cannot do for being in
  // compatibility mode, and the refusal says so rather than that it needs an iPad.
  @Test func anIPhoneAppOnAnIPadIsRefusedForCompatibilityMode() {
    let rules = SystemRules(device: .ipadpro11, release: IOSRelease(17), mode: .compatibility)
    #expect(
      rules.refusal(of: .ipadKeyboard(.undock))
        == "no undocked or split keyboard for an iPhone app in compatibility mode: it gets an "
        + "iPhone's keyboard")
    #expect(
      rules.refusal(of: .ipadKeyboard(.float))
        == "no floating keyboard for an iPhone app in compatibility mode: it gets an iPhone's "
        + "keyboard")
    #expect(
      rules.refusal(of: .hardwareToolbar(.minimise))
        == "no hardware keyboard toolbar to minimise for an iPhone app in compatibility mode: it "
        + "sees an iPhone, which gets none")
    let native = SystemRules(device: .ipadpro11, release: IOSRelease(17))
    #expect(native.refusal(of: .ipadKeyboard(.undock)) == nil)
  }

  // MARK: - 3. QuickType

  /// A QuickType toggle posts a will-change-frame and a will-show again with duration 0 on every
  /// version with the bar (docs/behaviour-model.md §8.3: SMNH2 on iOS 8, Capacitor-287 in the iOS
  /// 14 era), where a keyboard switch stops posting the will-show from iOS 11 (Ionic-298).
  @Test(arguments: [(Device.iphone5, 8, 253.0), (.iphone5, 10, 253), (.iphone7, 11, 258)])
  func hidingQuickTypePostsAWillShowWithDurationZeroAndTheKeyboardJumps(
    device: Device, os: Int, withBar: Double
  ) throws {
    let (result, _) = try runRecording(
      "at 0 tap text-field\nat 1 quicktype off", device: device, os: os)
    let screen = device.portraitScreen
    let toggle = try posts(result, after: "quicktype off")
    #expect(
      toggle.map(\.name) == [
        "UIKeyboardWillChangeFrame", "UIKeyboardWillShow", "UIKeyboardDidChangeFrame",
        "UIKeyboardDidShow",
      ])
    let (switched, _) = try runRecording(
      "at 0 tap text-field\nat 1 switch-keyboard emoji", device: device, os: os)
    #expect(
      try posts(switched, after: "switch-keyboard emoji").map(\.name).contains("UIKeyboardWillShow")
        == (os <= 10))
    #expect(toggle[0].duration == 0)
    #expect(toggle[0].frameBegin == [0, screen.height - withBar, screen.width, withBar])
    #expect(toggle[0].frameEnd == [0, screen.height - 216, screen.width, 216] as [Double])
    #expect(result.sets(of: "keyboard.height").last?.to == [216])
    #expect(result.rest.keyboardHeight == 216)
  }

  @Test func quickTypeIsRefusedBeforeIOS8AndStaysOffForTheNextShow() throws {
    let (old, _) = try runRecording("at 0 quicktype off", device: .iphone5, os: 7)
    #expect(old.notes.contains("no QuickType bar here: it needs iOS 8 or later"))
    let (result, _) = try runRecording(
      "at 0 quicktype off\nat 1 tap text-field", device: .iphone7, os: 10)
    #expect(
      result.posts(
        from: try #require(result.firstStep("quicktype off")),
        to: result.firstStep("tap text-field")
      ).isEmpty)
    #expect(try posts(result, after: "tap text-field")[1].frameEnd == [0, 667 - 216, 375, 216])
  }

  // MARK: - 4. Point releases

  @Test(arguments: [(Device.ipadair2, 3, 2), (.ipad2, 3, 2), (.ipadair2, 0, 1), (.iphone5, 3, 1)])
  func iPadOnIOS8Point3PostsTheRotationsHideAndShowTwice(device: Device, minor: Int, pairs: Int)
    throws
  {
    let scenario = try ScenarioParser(fileName: "test").parse(
      "at 0 tap text-field\nat 1 rotate landscape-left", name: "test")
    let nib = SchmeeboardNib.springsAndStruts2012.instantiate()
    let result = Simulation(
      on: RunTarget(device: device, release: IOSRelease(8, minor)),
      controller: RecordingController(nib: nib), nib: nib
    ).run(scenario)
    let names = result.postNames(from: try #require(result.firstStep("rotate landscape-left")))
    #expect(names.filter { $0 == "UIKeyboardWillHide" }.count == pairs)
    #expect(names.filter { $0 == "UIKeyboardWillShow" }.count == pairs)
  }

  // §8.4 read with §3's order: each of the iPad's two pairs is a rotation's whole pair, the
  // WillChangeFrame before every WillHide and every WillShow; the hides' "did" notifications come
  // at once, the last show's when the rotation ends, 0.4 s later on iPad.
  @Test func onIOS8Point3EachOfTheRotationsTwoPairsIsAWholePair() throws {
    let scenario = try ScenarioParser(fileName: "test").parse(
      "at 0 tap text-field\nat 1 rotate landscape-left", name: "test")
    let nib = SchmeeboardNib.springsAndStruts2012.instantiate()
    let result = Simulation(
      on: RunTarget(device: .ipadair2, release: IOSRelease(8, 3)),
      controller: RecordingController(nib: nib), nib: nib
    ).run(scenario)
    let step = try #require(result.firstStep("rotate landscape-left"))
    let pair = [
      "UIKeyboardWillChangeFrame", "UIKeyboardWillHide", "UIKeyboardDidChangeFrame",
      "UIKeyboardDidHide", "UIKeyboardWillChangeFrame", "UIKeyboardWillShow",
    ]
    #expect(
      result.postNames(from: step)
        == pair + pair + ["UIKeyboardDidChangeFrame", "UIKeyboardDidShow"])
    let didShow = try #require(result.firstPost("UIKeyboardDidShow", from: step))
    #expect(result.time(at: didShow) == 1.4)
  }

  // MARK: - 5. Another app's keyboard

  @Test func anotherAppsKeyboardReachesTheAppAsNotLocalAndCoversItsPane() throws {
    let (result, _) = try runRecording(
      "at 0 split-view narrow\nat 1 other-app-keyboard show\nat 2 other-app-keyboard hide",
      device: .ipadair2, os: 9)
    let show = try posts(result, after: "other-app-keyboard show")
    #expect(show[1].name == "UIKeyboardWillShow")
    #expect(show[1].isLocal == false)
    // Screen coordinates: the whole width of the screen, not the app's pane.
    #expect(show[1].frameEnd == [0, 1024 - 313, 768, 313])
    let hide = try posts(result, after: "other-app-keyboard hide")
    #expect(hide[1].name == "UIKeyboardWillHide")
    #expect(hide[1].isLocal == false)
    #expect(result.samples.contains { $0.keyboardHeight == 313 })
  }

  @Test func theIPad2HasNoOtherAppOnScreen() throws {
    let (result, _) = try runRecording("at 0 other-app-keyboard show", device: .ipad2, os: 9)
    #expect(result.postNames().isEmpty)
    #expect(result.notes.first?.hasPrefix("no other app on screen here") == true)
  }

  // MARK: - 6. The double-height status bar

  @Test(arguments: [(6, 40.0), (7, 20), (11, 20)])
  func theInCallStatusBarMovesTheRootViewDownAndShortensIt(os: Int, top: Double) throws {
    let device: Device = os >= 10 ? .iphone7 : .iphone5
    let screen = Double(device.portraitScreen.height)
    let (result, controller) = try runRecording(
      "at 0 tap text-field\nat 1 status-bar double", device: device, os: os)
    #expect(try posts(result, after: "status-bar double").isEmpty)
    let frame = try #require(controller.view?.frame)
    #expect(
      isClose(
        frame,
        CGRect(x: 0, y: top, width: Double(device.portraitScreen.width), height: screen - top)))
    #expect(result.rest.viewHeight == screen - top)
  }

  @Test func iPadsHaveNoDoubleHeightStatusBar() throws {
    let (result, _) = try runRecording("at 0 status-bar double", device: .ipadair2, os: 9)
    #expect(result.notes.contains("no double-height status bar here: it needs an iPhone"))
  }

  // MARK: - 7. Reduce Motion

  @Test func reduceMotionAloneChangesNothingInTheKeyboard() throws {
    let plain = try runRecording(
      "at 0 tap text-field\nat 1 tap background", device: .iphone5, os: 8
    ).result
    let reduced = try runRecording(
      "at 0 reduce-motion on\nat 0 tap text-field\nat 1 tap background", device: .iphone5, os: 8
    ).result
    #expect(reduced.posts(from: 1) == plain.posts(from: 0))
    #expect(reduced.samples == plain.samples)
  }

  /// With the cross-fade the keyboard fades in place, covering in proportion to how much of it is
  /// seen (docs/behaviour-model.md §8.7 [M]): nothing at the first frame of the show, all of it once
  /// the fade ends, following the keyboard's own 0.25 s spring, as a slide would; and the will-hide
  /// ends in the empty frame [S: FinniversKit-1208, KLG-freshOS-39, RN-29974].
  @Test func withTheCrossFadeTheKeyboardCoversAsItFadesAndTheHideEndsInAZeroFrame() throws {
    let script = "at 0 tap text-field\nat 1 tap background"
    let (result, _) = try runRecording(
      "at 0 reduce-motion cross-fade\n" + script, device: .iphone7, os: 14)
    let show = try posts(result, after: "tap text-field")
    #expect(show[1].frameEnd == [0, 667 - 258, 375, 258])
    #expect(show[1].duration == 0.25)
    let hide = try posts(result, after: "tap background")
    #expect(hide[1].name == "UIKeyboardWillHide")
    #expect(hide[1].frameEnd == [0, 0, 0, 0])
    let fades = result.animations(of: "keyboard.height")
    #expect(fades.map(\.origin) == ["cross-fade", "cross-fade"])
    #expect(fades.map(\.duration) == [0.25, 0.25])
    #expect(result.samples.first?.keyboardHeight == 0)
    #expect(
      result.samples.filter { $0.time > 0.5 && $0.time < 1 }.allSatisfy { $0.keyboardHeight == 258 }
    )
    #expect(result.rest.keyboardHeight == 0)
    // For the measurement the fade covers as the slide does: the same samples.
    let (slid, _) = try runRecording(script, device: .iphone7, os: 14)
    #expect(result.samples.map(\.keyboardHeight) == slid.samples.map(\.keyboardHeight))
  }

  // MARK: - 8. Background and back

  @Test func theBackgroundHidesTheKeyboardAtOnceAndTheForegroundShowsItAgain() throws {
    let (result, controller) = try runRecording(
      "at 0 tap text-field\nat 1 app background\nat 1.5 rotate landscape-left\nat 2 app foreground",
      device: .iphone5, os: 8)
    let background = try posts(result, after: "app background")
    #expect(
      background.prefix(2).map(\.name) == ["UIKeyboardWillChangeFrame", "UIKeyboardWillHide"])
    let hide = try #require(controller.received(.UIKeyboardWillHide).first)
    #expect(hide.block?.isEnabled == false)
    #expect(result.notes.contains("the app is in the background; not modelled"))
    let foreground = try posts(result, after: "app foreground")
    #expect(foreground[1].name == "UIKeyboardWillShow")
    #expect(result.rest.keyboardHeight == 253)
  }

  // §8.7 with §8.8: the cross-fade fades an animated change, but going to the background posts
  // the hide with animations disabled, so there is nothing to fade: the keyboard leaves at once,
  // its height 0 before the will-hide is posted, with the cross-fade as without it.
  @Test(arguments: [true, false])
  func goingToTheBackgroundHidesTheKeyboardAtOnceWithOrWithoutTheCrossFade(crossFade: Bool)
    throws
  {
    let (result, _) = try runRecording(
      (crossFade ? "at 0 reduce-motion cross-fade\n" : "")
        + "at 0 tap text-field\nat 1 app background", device: .iphone7, os: 11)
    let step = try #require(result.firstStep("app background"))
    let gone = try #require(
      result.firstIndex(from: step) {
        if case .set(let change) = $0.event {
          change.name == "keyboard.height" && change.to == [0]
        } else {
          false
        }
      })
    let willHide = try #require(result.firstPost("UIKeyboardWillHide", from: step))
    #expect(gone < willHide)
    #expect(result.time(at: gone) == 1)
    #expect(result.rest.keyboardHeight == 0)
  }

  // MARK: - 9. Faults

  @Test func missingKeyAndWrongTypeChangeOnlyTheNextWillHide() throws {
    let (result, controller) = try runRecording(
      """
      at 0 tap text-field
      at 1 fault missing-key UIKeyboardFrameEndUserInfoKey
      at 1 fault wrong-type UIKeyboardAnimationDurationUserInfoKey
      at 1 tap background
      at 2 tap text-field
      """, device: .iphone5, os: 8)
    let hides = controller.received(.UIKeyboardWillHide)
    #expect(hides.count == 1)
    #expect(hides[0].userInfo[UIKeyboardFrameEndUserInfoKey] == nil)
    #expect(hides[0].userInfo[UIKeyboardAnimationDurationUserInfoKey] as? String == "wrong type")
    let change = try posts(result, after: "tap background")[0]
    #expect(change.name == "UIKeyboardWillChangeFrame" && change.frameEnd != nil)
    #expect(controller.received(.UIKeyboardWillShow).allSatisfy { $0.frameEnd != nil })
    #expect(
      result.notes == [
        "fault: UIKeyboardWillHide without UIKeyboardFrameEndUserInfoKey",
        "fault: UIKeyboardWillHide with a string for UIKeyboardAnimationDurationUserInfoKey",
      ])
  }

  @Test func zeroFrameDuplicateAndDropEachApplyOnce() throws {
    let (result, controller) = try runRecording(
      """
      at 0 fault zero-frame
      at 0 fault duplicate-next
      at 0 fault drop-next UIKeyboardDidShow
      at 0 tap text-field
      at 1 tap background
      at 2 tap text-field
      """, device: .iphone5, os: 8)
    let shows = controller.received(.UIKeyboardWillShow)
    #expect(shows.count == 3)
    #expect(shows[0].frameEnd == .zero && shows[1].frameEnd == .zero)
    #expect(shows[2].frameEnd != .zero)
    #expect(result.postNames().filter { $0 == "UIKeyboardDidShow" }.count == 1)
    #expect(controller.received(.UIKeyboardWillHide).count == 1)
  }
}
