import SimulationHelpers
import TestSupport
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// Rotation with the keyboard up, per iOS version (`docs/behaviour-model.md` §4): who is asked, who is told,
/// what is posted, and inside which animation; the tilt, the half turn, and Split View.

@Suite struct SimulationRotationTests {
  private static let showThenRotate = "at 0 tap text-field\nat 1 rotate landscape-left"

  // MARK: - The order of the callbacks

  @Test func iOS5AsksShouldAutorotateToAndReportsHideRotateShow() throws {
    let (result, controller) = try runRecording(Self.showThenRotate, device: .iphone4s, os: 5)
    let step = try #require(result.firstStep("rotate landscape-left"))
    #expect(
      result.digest(from: step) == [
        "1 step rotate landscape-left",
        "1 call shouldAutorotate(to: .landscapeLeft)",
        "1 call willRotate(to: .landscapeLeft, duration: 0.3)",
        "1 post UIKeyboardWillChangeFrame",
        "1 post UIKeyboardWillHide",
        "1 call willHideKeyboard(_:)",
        "1 post UIKeyboardDidChangeFrame",
        "1 post UIKeyboardDidHide",
        "1 animate view.frame [rotation]",
        "1 call willAnimateRotation(to: .landscapeLeft, duration: 0.3)",
        "1 animate keyboard.height [keyboard]",
        "1 post UIKeyboardWillChangeFrame",
        "1 post UIKeyboardWillShow",
        "1 call willShowKeyboard(_:)",
        "1.3 call didRotate(from: .portrait)",
        "1.3 post UIKeyboardDidChangeFrame",
        "1.3 post UIKeyboardDidShow",
      ])
    #expect(
      controller.rotationLog == [
        "willRotate landscapeLeft 0.3", "willAnimateRotation landscapeLeft 0.3 in rotation",
        "didRotate portrait",
      ])
  }

  @Test(arguments: [6, 7])
  func iOS6And7AskShouldAutorotateThenSupportedOrientations(os: Int) throws {
    let (result, controller) = try runRecording(Self.showThenRotate, device: .iphone5, os: os)
    let step = try #require(result.firstStep("rotate landscape-left"))
    let didShowTime = "1.3"
    #expect(
      result.digest(from: step) == [
        "1 step rotate landscape-left",
        "1 call shouldAutorotate",
        "1 call supportedInterfaceOrientations",
        "1 call willRotate(to: .landscapeLeft, duration: 0.3)",
        "1 post UIKeyboardWillChangeFrame",
        "1 post UIKeyboardWillHide",
        "1 call willHideKeyboard(_:)",
        "1 post UIKeyboardDidChangeFrame",
        "1 post UIKeyboardDidHide",
        "1 animate view.frame [rotation]",
        "1 call willAnimateRotation(to: .landscapeLeft, duration: 0.3)",
        "1 animate keyboard.height [keyboard]",
        "1 post UIKeyboardWillChangeFrame",
        "1 post UIKeyboardWillShow",
        "1 call willShowKeyboard(_:)",
        "1.3 call didRotate(from: .portrait)",
        "\(didShowTime) post UIKeyboardDidChangeFrame",
        "\(didShowTime) post UIKeyboardDidShow",
      ])
    #expect(!result.callNames().contains { $0.hasPrefix("shouldAutorotate(to:") })
    #expect(controller.rotationLog.count == 3)
  }

  @Test(arguments: [
    (Device.iphone5, 8), (.iphone5, 9), (.ipad2, 8), (.ipadair2, 10), (.ipadair2, 11),
  ])
  func fromIOS8ViewWillTransitionComesFirstAndUIKitsBaseForwardsTheOldCalls(device: Device, os: Int)
    throws
  {
    let (result, controller) = try runRecording(Self.showThenRotate, device: device, os: os)
    let step = try #require(result.firstStep("rotate landscape-left"))
    let rotation = device.isPad ? "0.4" : "0.3"
    let end = device.isPad ? "1.4" : "1.3"
    let size = device.isPad ? "(1024 × 768)" : "(568 × 320)"
    #expect(
      result.digest(from: step) == [
        "1 step rotate landscape-left",
        "1 call shouldAutorotate",
        "1 call supportedInterfaceOrientations",
        "1 call viewWillTransition(to: \(size), with: coordinator)",
        "1 call willRotate(to: .landscapeLeft, duration: \(rotation))",
        "1 post UIKeyboardWillChangeFrame",
        "1 post UIKeyboardWillHide",
        "1 call willHideKeyboard(_:)",
        "1 post UIKeyboardDidChangeFrame",
        "1 post UIKeyboardDidHide",
        "1 animate view.frame [rotation]",
        "1 call willAnimateRotation(to: .landscapeLeft, duration: \(rotation))",
        "1 animate keyboard.height [keyboard]",
        "1 post UIKeyboardWillChangeFrame",
        "1 post UIKeyboardWillShow",
        "1 call willShowKeyboard(_:)",
        "\(end) call didRotate(from: .portrait)",
        "\(end) post UIKeyboardDidChangeFrame",
        "\(end) post UIKeyboardDidShow",
      ])
    // willRotate is made by UIKit's viewWillTransition, one level inside it.
    let transition = try #require(
      result.firstCall("viewWillTransition(to: \(size), with: coordinator)", from: step))
    #expect(result.entries[transition + 1].depth == result.entries[transition].depth + 1)
    #expect(
      controller.rotationLog == [
        "willRotate landscapeLeft \(rotation)",
        "willAnimateRotation landscapeLeft \(rotation) in rotation",
        "didRotate portrait",
      ])
  }

  @Test(arguments: [(Device.iphone5, 10), (.iphone7, 10), (.iphone7plus, 11)])
  func onIPhoneFromIOS10TheWillHideIsPostedWithAnimationsDisabled(device: Device, os: Int) throws {
    let (result, controller) = try runRecording(Self.showThenRotate, device: device, os: os)
    let step = try #require(result.firstStep("rotate landscape-left"))
    let note = try #require(
      result.firstIndex(from: step) {
        $0.event == .note("the rotation's keyboard hide is posted with animations disabled")
      })
    let willHide = try #require(result.firstPost("UIKeyboardWillHide", from: step))
    let willAnimate = try #require(
      result.firstIndex(from: step) {
        if case .call(let call) = $0.event {
          call.name.hasPrefix("willAnimateRotation")
        } else {
          false
        }
      })
    #expect(note < willHide && willHide < willAnimate)
    let hide = try #require(controller.received(.UIKeyboardWillHide).last)
    #expect(hide.block?.origin == "performWithoutAnimation")
    #expect(hide.block?.isEnabled == false)
    #expect(hide.block?.animates == false)
  }

  // MARK: - Inside which animation

  @Test(arguments: [
    (Device.iphone4s, 5, "keyboard", true), (.iphone5, 6, "keyboard", true),
    (.iphone5, 7, "keyboard", true),
    (.iphone5, 8, "rotation", true), (.iphone5, 9, "rotation", true),
    (.iphone5, 10, "performWithoutAnimation", false),
    (.iphone7, 11, "performWithoutAnimation", false), (.ipad2, 5, "keyboard", true),
    (.ipadair2, 10, "rotation", true),
    (.ipadair2, 11, "rotation", true),
  ])
  func theRotationsWillHideRunsBeforeTheRotationUntilIOS8ThenInsideIt(
    device: Device, os: Int, origin: String, enabled: Bool
  ) throws {
    let (_, controller) = try runRecording(Self.showThenRotate, device: device, os: os)
    let hide = try #require(controller.received(.UIKeyboardWillHide).last)
    #expect(hide.block?.origin == origin)
    #expect(hide.block?.isEnabled == enabled)
    #expect(hide.time == 1)
  }

  @Test(arguments: [
    (Device.iphone4s, 5), (.iphone5, 6), (.iphone5, 7), (.iphone5, 8), (.iphone5, 10),
    (.iphone7, 11), (.ipad2, 6), (.ipadair2, 10),
  ])
  func theRotationsWillShowRunsInsideTheRotationAnimation(device: Device, os: Int) throws {
    let (_, controller) = try runRecording(Self.showThenRotate, device: device, os: os)
    let show = try #require(controller.received(.UIKeyboardWillShow).last)
    #expect(show.block?.origin == "rotation")
    #expect(show.block?.isEnabled == true)
    #expect(show.block?.duration == (device.isPad ? 0.4 : 0.3))
    #expect(show.block?.curve == .easeInOut)
  }

  @Test(arguments: [
    (Device.iphone5, 9, String?("UIView.animate")), (.iphone5, 10, nil), (.iphone7, 11, nil),
    (.ipadair2, 10, "UIView.animate"),
  ])
  func whatTheWillHideAnimatesLandsAtOnceOnIPhoneFromIOS10ButNotOnIPad(
    device: Device, os: Int, origin: String?
  ) throws {
    let (result, _) = try runRecording(Self.showThenRotate, device: device, os: os) { controller in
      controller.onWillHide = { controller, _ in
        UIView.animate(
          withDuration: 0.25, animations: { controller.grayView?.frame.size.height += 100 })
      }
    }
    let step = try #require(result.firstStep("rotate landscape-left"))
    let handler = try #require(result.firstCall("willHideKeyboard(_:)", from: step))
    let change = try #require(
      result.firstIndex(from: handler) {
        switch $0.event {
        case .animate(let record): record.name == "grayView.frame"
        case .set(let change): change.name == "grayView.frame"
        default: false
        }
      })
    if let origin {
      let record = try #require(result.animationRecord(at: change))
      #expect(record.origin == origin)
      #expect(record.duration == (device.isPad ? 0.4 : 0.3), "inherits the rotation's duration")
      #expect(record.curve == "easeInOut")
      #expect(record.inheritedDuration)
    } else {
      #expect(result.animationRecord(at: change) == nil, "lands at once")
    }
  }

  @Test(arguments: [(6, "easeInOut"), (7, "keyboard spring"), (10, "keyboard spring")])
  func duringTheRotationTheKeyboardMovesWithItsOwnTimingAndTheViewWithTheRotations(
    os: Int, curve: String
  ) throws {
    let (result, _) = try runRecording(Self.showThenRotate, device: .iphone5, os: os)
    let step = try #require(result.firstStep("rotate landscape-left"))
    let keyboard = try #require(
      result.firstAnimation("keyboard.height", from: step).flatMap(result.animationRecord(at:)))
    let view = try #require(
      result.firstAnimation("view.frame", from: step).flatMap(result.animationRecord(at:)))
    #expect(keyboard.curve == curve)
    #expect(keyboard.duration == 0.25)
    #expect(view.curve == "easeInOut")
    #expect(view.duration == 0.3)
    #expect(view.origin == "rotation")
  }

  // MARK: - Controllers that implement the new method

  @Test(arguments: [(Device.iphone5, 8), (.iphone7, 11), (.ipadair2, 9)])
  func aControllerThatImplementsViewWillTransitionWithoutSuperGetsItsBlocksAndNoOldCalls(
    device: Device, os: Int
  ) throws {
    let (result, controller) = try runScenario(Self.showThenRotate, device: device, os: os) {
      TransitionController(nib: $0)
    }
    let duration = device.isPad ? 0.4 : 0.3
    let screen = device.portraitScreen
    let size = NumberFormat.size(width: Double(screen.height), height: Double(screen.width))
    #expect(
      controller.transitionLog == [
        "transition to \(size)", "alongside \(duration) in rotation",
        "completion at \(NumberFormat.seconds(1 + duration))",
      ])
    #expect(controller.rotationLog.isEmpty)
    let step = try #require(result.firstStep("rotate landscape-left"))
    let names = result.callNames(from: step)
    #expect(
      !names.contains {
        $0.hasPrefix("willRotate") || $0.hasPrefix("willAnimateRotation")
          || $0.hasPrefix("didRotate")
      })
    let alongside = try #require(names.firstIndex(of: "alongside animation"))
    let willShow = try #require(names.firstIndex(of: "willShowKeyboard(_:)"))
    let completion = try #require(names.firstIndex(of: "transition completion"))
    #expect(alongside < willShow && willShow < completion)
  }

  @Test(arguments: [5, 6, 7])
  func beforeIOS8ViewWillTransitionIsNeverCalled(os: Int) throws {
    let (result, controller) = try runScenario(
      Self.showThenRotate, device: .phone(running: os), os: os
    ) {
      TransitionController(nib: $0)
    }
    #expect(controller.transitionLog.isEmpty)
    #expect(!result.callNames().contains { $0.hasPrefix("viewWillTransition") })
    #expect(controller.rotationLog.count == 3)
  }

  // MARK: - Tilt

  @Test func onIOS5ATiltCallsNothing() throws {
    let (result, _) = try runRecording("at 0 tap text-field\nat 1 tilt", device: .iphone4s, os: 5)
    let step = try #require(result.firstStep("tilt"))
    #expect(result.digest(from: step) == ["1 step tilt"])
    #expect(result.entries.count == step + 1)
  }

  @Test(arguments: [
    (Device.iphone5, 6), (.iphone5, 7), (.iphone5, 8), (.iphone7, 11), (.ipad2, 6), (.ipadair2, 10),
  ])
  func fromIOS6ATiltAsksAboutRotatingAndNothingElseHappens(device: Device, os: Int) throws {
    let (result, _) = try runRecording("at 0 tap text-field\nat 1 tilt", device: device, os: os)
    let step = try #require(result.firstStep("tilt"))
    #expect(
      result.digest(from: step) == [
        "1 step tilt", "1 call shouldAutorotate", "1 call supportedInterfaceOrientations",
      ])
  }

  // MARK: - Half turns

  @Test(arguments: [
    (Device.iphone5, 6, "0.6"), (.iphone5, 8, "0.6"), (.ipad2, 6, "0.8"), (.ipadair2, 11, "0.8"),
  ])
  func aHalfTurnTakesTwiceAsLongKeepsTheSizeAndStillPostsHideAndShow(
    device: Device, os: Int, duration: String
  ) throws {
    let text = "at 0 rotate landscape-left\nat 1 tap text-field\nat 2 rotate landscape-right"
    let (result, controller) = try runRecording(text, device: device, os: os)
    let step = try #require(result.firstStep("rotate landscape-right"))
    let names = result.callNames(from: step)
    #expect(names.contains("willRotate(to: .landscapeRight, duration: \(duration))"))
    #expect(names.contains("willAnimateRotation(to: .landscapeRight, duration: \(duration))"))
    let didRotate = try #require(result.firstCall("didRotate(from: .landscapeLeft)", from: step))
    #expect(isClose(result.time(at: didRotate), 2 + Double(duration)!))
    #expect(
      result.postNames(from: step).filter {
        $0 == "UIKeyboardWillHide" || $0 == "UIKeyboardWillShow"
      }.count == 2)
    #expect(result.firstAnimation("view.frame", from: step) == nil, "the size does not change")
    if os >= 8 {
      let size = device.isPad ? "(1024 × 768)" : "(568 × 320)"
      #expect(names.contains("viewWillTransition(to: \(size), with: coordinator)"))
      #expect(
        controller.view.bounds.size
          == (device.isPad ? CGSize(width: 1024, height: 768) : CGSize(width: 568, height: 320)))
    }
  }

  // §3 Frames and §6: before iOS 8 the keyboard's frames are in the portrait screen's
  // coordinates. Landscape-left has the interface's bottom along the screen's right edge,
  // landscape-right along its left edge, so the half turn of `rotate-180` moves the 162 pt
  // keyboard from x = 158 (320 − 162) to x = 0; converted into the turned root view, both are its
  // bottom 162 pt (the view is 320 pt high, 300 pt below the status bar on iOS 5 and 6).
  @Test(arguments: [(Device.iphone4s, 5), (.iphone5, 6), (.iphone5, 7)])
  func aHalfTurnToLandscapeRightMovesTheKeyboardToTheScreensLeftEdgeBeforeIOS8(
    device: Device, os: Int
  ) throws {
    var converted: [CGRect] = []
    let (_, controller) = try runRecording(BuiltInScenario.rotate180.text, device: device, os: os) {
      controller in
      controller.onWillShow = { controller, notification in
        let end = notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue
        converted.append(controller.view.convert(end?.cgRectValue ?? .zero, from: nil))
      }
    }
    let long = Double(device.portraitScreen.height)
    let shows = controller.received(.UIKeyboardWillShow)
    let hides = controller.received(.UIKeyboardWillHide)
    try #require(shows.count == 3 && hides.count == 3)
    // Shown in landscape-left, then the half turn's hide and show.
    #expect(shows[0].frameEnd == CGRect(x: 158, y: 0, width: 162, height: long))
    #expect(hides[0].frameBegin == CGRect(x: 158, y: 0, width: 162, height: long))
    #expect(hides[0].frameEnd == CGRect(x: 320, y: 0, width: 162, height: long))
    #expect(shows[1].frameBegin == CGRect(x: -162, y: 0, width: 162, height: long))
    #expect(shows[1].frameEnd == CGRect(x: 0, y: 0, width: 162, height: long))
    let height = os <= 6 ? 300.0 : 320
    let bottom = CGRect(x: 0, y: height - 162, width: long, height: 162)
    #expect(Array(converted.prefix(2)) == [bottom, bottom])
  }

  @Test func onIPadPortraitToUpsideDownIsAHalfTurnToo() throws {
    let (result, _) = try runRecording(
      "at 0 tap text-field\nat 1 rotate portrait-upside-down", device: .ipad2, os: 6)
    #expect(result.firstCall("willRotate(to: .portraitUpsideDown, duration: 0.8)") != nil)
  }

  // MARK: - What the controller allows

  @Test func byDefaultIOS5RotatesOnlyToPortrait() throws {
    let (result, _) = try runScenario(Self.showThenRotate, device: .iphone4s, os: 5) { _ in
      UIViewController()
    }
    let step = try #require(result.firstStep("rotate landscape-left"))
    #expect(
      result.entries[step + 1].event
        == .call(CallRecord(name: "shouldAutorotate(to: .landscapeLeft)", result: "false")))
    #expect(
      result.digest(from: step + 2) == [
        "1 note the controller does not allow landscape-left; nothing rotates"
      ])
  }

  @Test(arguments: [
    (Device.iphone5, 6, false), (.iphone7, 10, false), (.ipad2, 6, true), (.ipadair2, 10, true),
  ])
  func byDefaultIPhonesDoNotTurnUpsideDownButIPadsDo(device: Device, os: Int, turns: Bool) throws {
    let (result, _) = try runScenario("at 0 rotate portrait-upside-down", device: device, os: os) {
      _ in UIViewController()
    }
    let mask = device.isPad ? "all" : "allButUpsideDown"
    #expect(
      result.entries.contains {
        $0.event == .call(CallRecord(name: "supportedInterfaceOrientations", result: mask))
      })
    let turned = result.callNames().contains {
      $0.hasPrefix("willRotate(to: .portraitUpsideDown") || $0.hasPrefix("viewWillTransition")
    }
    #expect(turned == turns)
    #expect(
      result.entries.contains {
        $0.event == .note("the controller does not allow portrait-upside-down; nothing rotates")
      } == !turns)
  }

  // Apple, `UIInterfaceOrientation.portraitUpsideDown`: "UIViewController doesn't support this case
  // on devices without a Home button". With a controller that allows every orientation, the
  // iPhone X and 15 note it and do nothing (no question, no rotation, no keyboard notification);
  // the iPhone SE with its Home button, and the iPad Pro, turn.
  @Test(arguments: [
    (Device.iphonex, 16, false), (.iphone15, 17, false), (.iphonese2, 17, true),
    (.ipadpro11, 17, true),
  ])
  func anIPhoneWithoutAHomeButtonNeverTurnsUpsideDown(device: Device, os: Int, turns: Bool) throws {
    let (result, controller) = try runRecording(
      "at 0 tap text-field\nat 1 rotate portrait-upside-down", device: device, os: os)
    let step = try #require(result.firstStep("rotate portrait-upside-down"))
    let note =
      "1 note no upside-down portrait on the \(device.displayName): UIKit turns no interface "
      + "upside down on an iPhone without a Home button"
    let turned = result.callNames().contains { $0.hasPrefix("viewWillTransition") }
    #expect(turned == turns)
    #expect(result.digest(from: step).contains(note) == !turns)
    if !turns {
      #expect(result.digest(from: step) == ["1 step rotate portrait-upside-down", note])
      #expect(controller.received(UIKeyboardWillHideNotification).isEmpty)
    }
  }

  @Test func flippedAnIPhoneWithoutAHomeButtonTurnsUpsideDownWhenAllowed() throws {
    let (result, _) = try RuleFlip.$flipped.withValue([.noUpsideDownWithoutHomeButton]) {
      try runRecording("at 0 rotate portrait-upside-down", device: .iphonex, os: 16)
    }
    #expect(result.callNames().contains { $0.hasPrefix("viewWillTransition") })
  }

  // Apple, `UICoordinateSpace`: from iOS 8 the screen's and the window's coordinates follow the
  // interface; before iOS 8 they stay portrait. The window's bounds as the controller reads them in
  // the will-show before and inside the rotation: on iOS 7 the iPhone 5's window stays 320 × 568 in
  // landscape; from iOS 8 it turns to 568 × 320, the iPhone 7's to 667 × 375, the iPhone X's to
  // 812 × 375.
  @Test(arguments: [
    (Device.iphone5, 7, CGSize(width: 320, height: 568), CGSize(width: 320, height: 568)),
    (.iphone5, 8, CGSize(width: 320, height: 568), CGSize(width: 568, height: 320)),
    (.iphone7, 10, CGSize(width: 375, height: 667), CGSize(width: 667, height: 375)),
    (.iphonex, 16, CGSize(width: 375, height: 812), CGSize(width: 812, height: 375)),
  ])
  func theWindowTurnsWithTheInterfaceFromIOS8(
    device: Device, os: Int, portrait: CGSize, landscape: CGSize
  ) throws {
    var sizes: [CGSize?] = []
    _ = try runRecording(Self.showThenRotate, device: device, os: os) { controller in
      controller.onWillShow = { controller, _ in sizes.append(controller.view.window?.bounds.size) }
    }
    #expect(sizes == [portrait, landscape])
  }

  // In Split View the window is the app's pane (Apple: the app's window is its size on screen):
  // 320 pt wide on the iPad Air 2, as tall as the screen, once it has moved into the pane.
  @Test func inSplitViewTheWindowIsThePane() throws {
    var sizes: [CGSize?] = []
    _ = try runRecording(
      "at 0 tap text-field\nat 1 split-view narrow\nat 2 tap background", device: .ipadair2, os: 10
    ) { controller in
      controller.onWillHide = { controller, _ in sizes.append(controller.view.window?.bounds.size) }
    }
    #expect(sizes == [CGSize(width: 320, height: 1024)])
  }

  @Test func rotatingToTheCurrentOrientationDoesNothing() throws {
    let (result, _) = try runRecording("at 0 rotate portrait", device: .iphone5, os: 6)
    let step = try #require(result.firstStep("rotate portrait"))
    #expect(result.digest(from: step) == ["0 step rotate portrait", "0 note already portrait"])
  }

  @Test(arguments: [(Device.iphone5, 6), (.iphone5, 8)])
  func withoutAKeyboardARotationPostsNothing(device: Device, os: Int) throws {
    let (result, _) = try runRecording("at 0 rotate landscape-left", device: device, os: os)
    #expect(result.postNames().isEmpty)
    #expect(result.firstCall("willAnimateRotation(to: .landscapeLeft, duration: 0.3)") != nil)
  }

  // MARK: - Split View

  @Test func splitViewResizesTheAppWithoutRotatingOnIPadFromIOS9() throws {
    let text = "at 0 tap text-field\nat 1 split-view narrow\nat 2 split-view full"
    let (result, controller) = try runScenario(text, device: .ipadair2, os: 9) {
      TransitionController(nib: $0)
    }
    let narrow = try #require(result.firstStep("split-view narrow"))
    let full = try #require(result.firstStep("split-view full"))
    #expect(
      result.digest(from: narrow, to: full) == [
        "1 step split-view narrow",
        "1 note window.frame = (448, 0, 320, 1024)",
        "1 call viewWillTransition(to: (320 × 1024), with: coordinator)",
        "1 animate view.frame [resize]",
        "1 call alongside animation",
        "1.4 call transition completion",
      ])
    #expect(controller.transitionLog.contains("transition to (768 × 1024)"))
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 768, height: 1024))
  }

  @Test func splitViewGivesAUIKitControllerNoRotationCalls() throws {
    let (result, _) = try runRecording("at 0 split-view narrow", device: .ipadair2, os: 11)
    #expect(
      result.callNames() == [
        "viewDidLoad()", "viewWillAppear(false)", "viewDidAppear(false)",
        "viewWillTransition(to: (320 × 1024), with: coordinator)",
      ])
  }

  @Test(arguments: [(Device.ipad2, 8), (.ipad2, 9), (.ipadair2, 8), (.iphone7, 11), (.iphone5, 9)])
  func splitViewNeedsAnIPadAir2OnIOS9OrLater(device: Device, os: Int) throws {
    let (result, _) = try runRecording("at 0 split-view narrow", device: device, os: os)
    let step = try #require(result.firstStep("split-view narrow"))
    #expect(
      result.digest(from: step) == [
        "0 step split-view narrow",
        "0 note no Split View here: it needs an iPad Air 2 or later on iOS 9 to iPadOS 18 "
          + "(iPadOS 26.0 replaced it with windows)",
      ])
  }

  // iPadOS 26.0 replaced Split View and Slide Over with its windows: the iPad Pro 11-inch, which
  // splits on iPadOS 18, refuses both there, and no other app's keyboard comes on screen.
  @Test func iPadOS26HasNoSplitViewOrSlideOver() throws {
    let script = "at 0 split-view narrow\nat 1 other-app-keyboard show"
    let (on18, _) = try runRecording(script, device: .ipadpro11, os: 18)
    #expect(!on18.digest().contains { $0.contains("note no") })
    let (on26, _) = try runRecording(script, device: .ipadpro11, os: 26)
    let notes = on26.digest().filter { $0.contains(" note ") }
    #expect(
      notes == [
        "0 note no Split View here: it needs an iPad Air 2 or later on iOS 9 to iPadOS 18 "
          + "(iPadOS 26.0 replaced it with windows)",
        "1 note no other app on screen here: Split View and Slide Over need an iPad Air 2 or "
          + "later on iOS 9 to iPadOS 18 (iPadOS 26.0 replaced them with windows)",
      ])
  }
}
