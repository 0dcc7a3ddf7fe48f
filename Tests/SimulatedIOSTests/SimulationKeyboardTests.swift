import SimulationHelpers
import TestSupport
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// The keyboard's choreography (`docs/behaviour-model.md` §3): the notifications, their userInfo and frames,
/// the animation the will observers run in, the heights, and switching keyboards.

@Suite struct SimulationKeyboardTests {
  private static let showHide = "at 0 tap text-field\nat 1 tap background"
  /// One device per iOS version, iPhone and iPad.
  private static let versions: [(Device, Int)] = [
    (.iphone4s, 5), (.iphone5, 6), (.iphone5, 7), (.iphone5, 8), (.iphone5, 9), (.iphone5, 10),
    (.iphone7, 11),
    (.ipad2, 5), (.ipad2, 7), (.ipadair2, 9), (.ipadair2, 11),
  ]

  // MARK: - Order

  @Test(arguments: versions)
  func showAndHidePostWillChangeFrameAndWillThenDidChangeFrameAndDidWhenTheKeyboardStops(
    device: Device, os: Int
  ) throws {
    let (result, _) = try runRecording(Self.showHide, device: device, os: os)
    // The spring of iOS 7 settles in 0.5 s, whatever the 0.25 s it reports.
    let end = os >= 7 ? "0.5" : "0.25"
    let hideEnd = os >= 7 ? "1.5" : "1.25"
    #expect(
      result.digest(from: try #require(result.firstStep("tap text-field"))) == [
        "0 step tap text-field",
        "0 animate keyboard.height [keyboard]",
        "0 post UIKeyboardWillChangeFrame",
        "0 post UIKeyboardWillShow",
        "0 call willShowKeyboard(_:)",
        "\(end) post UIKeyboardDidChangeFrame",
        "\(end) post UIKeyboardDidShow",
        "1 step tap background",
        "1 call handleTap()",
        "1 animate keyboard.height [keyboard]",
        "1 post UIKeyboardWillChangeFrame",
        "1 post UIKeyboardWillHide",
        "1 call willHideKeyboard(_:)",
        "\(hideEnd) post UIKeyboardDidChangeFrame",
        "\(hideEnd) post UIKeyboardDidHide",
      ])
  }

  @Test func tappingTheFieldWithTheKeyboardUpPostsNothing() throws {
    let (result, _) = try runRecording(
      "at 0 tap text-field\nat 1 tap text-field", device: .iphone5, os: 6)
    let first = try #require(result.firstStep("tap text-field"))
    let second = try #require(
      result.firstIndex(from: first + 1) { $0.event == .step("tap text-field") })
    #expect(result.postNames(from: second).isEmpty)
  }

  @Test func tappingTheBackgroundWithNoKeyboardPostsNothing() throws {
    let (result, _) = try runRecording("at 0 tap background", device: .iphone5, os: 6)
    #expect(result.postNames().isEmpty)
    #expect(result.firstCall("handleTap()") != nil)
  }

  // MARK: - userInfo

  @Test(arguments: versions)
  func willNotificationsCarryTheDurationAndTheCurveOfTheirVersion(device: Device, os: Int) throws {
    let (result, _) = try runRecording(
      Self.showHide + "\nat 2 tap text-field\nat 3 rotate landscape-left", device: device, os: os)
    let will = result.posts().filter { $0.name.hasPrefix("UIKeyboardWill") }
    #expect(will.count == 10)
    for post in will {
      #expect(post.duration == 0.25)
      #expect(post.curve == (os >= 7 ? 7 : 0))
      #expect(post.frameBegin != nil && post.frameEnd != nil)
    }
  }

  // The did notifications carry the keys of the will they follow, as userInfo logs of iOS 5 and
  // of iOS 9 show and as a browser's keyboard helper, which force-casts every did-show's duration,
  // needs; read the other way (UIWindow.h's comment), only the two frames.
  @Test(arguments: versions)
  func didNotificationsCarryTheDurationAndCurveOfTheirWill(device: Device, os: Int) throws {
    let script = Self.showHide + "\nat 2 tap text-field\nat 3 rotate landscape-left"
    let (result, _) = try runRecording(script, device: device, os: os)
    let did = result.posts().filter { $0.name.hasPrefix("UIKeyboardDid") }
    #expect(did.count == 10)
    for post in did {
      #expect(post.duration == 0.25)
      #expect(post.curve == (os >= 7 ? 7 : 0))
      #expect(post.frameBegin != nil && post.frameEnd != nil)
      #expect(post.isLocal == (os >= 9 ? true : nil))
    }
    let (flipped, _) = try RuleFlip.$flipped.withValue([.didNotificationsCarryAnimation]) {
      try runRecording(script, device: device, os: os)
    }
    for post in flipped.posts() where post.name.hasPrefix("UIKeyboardDid") {
      #expect(post.duration == nil && post.curve == nil && post.isLocal == nil)
      #expect(post.frameBegin != nil && post.frameEnd != nil)
    }
  }

  // A did-show handler that force-casts the duration, as a browser's shipped keyboard helper does
  // with every keyboard notification: it runs, and reads the show's 0.25 s (with only the frames,
  // its `as!` would trap on the first did-show).
  @Test func aDidShowHandlerThatForceCastsTheDurationRuns() throws {
    let (_, controller) = try runScenario("at 0 tap text-field", device: .iphone15, os: 18) { _ in
      ForceCastingDidShowController()
    }
    #expect(controller.durations == [0.25])
  }

  // A QuickType toggle reports a duration of 0 and lands at once; its did notifications say the
  // same 0, not the 0.25 of a show.
  @Test func aDidNotificationCarriesItsWillsDuration() throws {
    let (result, _) = try runRecording(
      "at 0 tap text-field\nat 1 quicktype off", device: .iphone7, os: 11)
    let toggle = try #require(result.firstStep("quicktype off"))
    let posts = result.posts(from: toggle)
    #expect(posts.contains { $0.name == "UIKeyboardDidChangeFrame" })
    #expect(!posts.isEmpty && posts.allSatisfy { $0.duration == 0 })
  }

  @Test(arguments: versions)
  func isLocalArrivesFromIOS9(device: Device, os: Int) throws {
    let (result, _) = try runRecording(Self.showHide, device: device, os: os)
    let will = result.posts().filter { $0.name.hasPrefix("UIKeyboardWill") }
    #expect(will.allSatisfy { $0.isLocal == (os >= 9 ? true : nil) })
    if os < 9 {
      #expect(result.posts().allSatisfy { $0.isLocal == nil })
    }
  }

  @Test(arguments: [(Device.iphone5, 6), (.iphone5, 7), (.ipadair2, 9)])
  func theObserverReceivesUIKitsBoxesAndANilObject(device: Device, os: Int) throws {
    let objects = Notebook()
    let (_, controller) = try runRecording("at 0 tap text-field", device: device, os: os) {
      controller in
      controller.onWillShow = { _, notification in
        objects["object is nil"] = notification.object == nil ? 1 : 0
      }
    }
    let show = try #require(controller.received(.UIKeyboardWillShow).first)
    #expect(objects["object is nil"] == 1)
    #expect(
      (show.userInfo[UIKeyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
    #expect(
      (show.userInfo[UIKeyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue
        == (os >= 7 ? 7 : 0))
    #expect(show.userInfo[UIKeyboardFrameBeginUserInfoKey] is NSValue)
    #expect(show.userInfo[UIKeyboardFrameEndUserInfoKey] is NSValue)
    #expect(
      (show.userInfo[UIKeyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue
        == (os >= 9 ? true : nil))
    #expect(show.userInfo.count == (os >= 9 ? 5 : 4))
  }

  // MARK: - Frames

  @Test(arguments: [
    (Device.iphone5, 6, [0.0, 568, 320, 216], [0.0, 352, 320, 216]),
    (.iphone4s, 5, [0, 480, 320, 216], [0, 264, 320, 216]),
    (.iphone5, 8, [0, 568, 320, 253], [0, 315, 320, 253]),
    (.iphone7, 10, [0, 667, 375, 258], [0, 409, 375, 258]),
    (.iphone7plus, 11, [0, 736, 414, 271], [0, 465, 414, 271]),
    (.ipad2, 6, [0, 1024, 768, 264], [0, 760, 768, 264]),
    (.ipadair2, 9, [0, 1024, 768, 313], [0, 711, 768, 313]),
  ])
  func aShowComesUpFromJustBelowTheScreenAndAHideGoesBack(
    device: Device, os: Int, below: [Double], onScreen: [Double]
  ) throws {
    let (result, _) = try runRecording(Self.showHide, device: device, os: os)
    let posts = result.posts()
    for post in posts where post.name.contains("Show") {
      #expect(post.frameBegin == below)
      #expect(post.frameEnd == onScreen)
    }
    for post in posts where post.name.contains("Hide") {
      #expect(post.frameBegin == onScreen)
      #expect(post.frameEnd == below)
    }
    #expect(posts.count == 8)
  }

  // Rotating an iPhone 5 from portrait to landscape-left: the hide has the old orientation's
  // frames, the show the new one's, in the screen's coordinates of each version.
  @Test(arguments: [
    (6, [0.0, 352, 320, 216], [0.0, 568, 320, 216], [320.0, 0, 162, 568], [158.0, 0, 162, 568]),
    (7, [0, 352, 320, 216], [0, 568, 320, 216], [320, 0, 162, 568], [158, 0, 162, 568]),
    (8, [0, 315, 320, 253], [0, 568, 320, 253], [0, 320, 568, 194], [0, 126, 568, 194]),
    (10, [0, 315, 320, 253], [0, 568, 320, 253], [0, 320, 568, 194], [0, 126, 568, 194]),
  ])
  func rotationFramesAreInScreenCoordinatesPortraitFixedBeforeIOS8(
    os: Int, hideBegin: [Double], hideEnd: [Double], showBegin: [Double], showEnd: [Double]
  ) throws {
    let (result, _) = try runRecording(
      "at 0 tap text-field\nat 1 rotate landscape-left", device: .iphone5, os: os)
    let step = try #require(result.firstStep("rotate landscape-left"))
    let posts = result.posts(from: step)
    #expect(
      posts.map(\.name) == [
        "UIKeyboardWillChangeFrame", "UIKeyboardWillHide", "UIKeyboardDidChangeFrame",
        "UIKeyboardDidHide",
        "UIKeyboardWillChangeFrame", "UIKeyboardWillShow", "UIKeyboardDidChangeFrame",
        "UIKeyboardDidShow",
      ])
    for post in posts.prefix(4) {
      #expect(post.frameBegin == hideBegin)
      #expect(post.frameEnd == hideEnd)
    }
    for post in posts.suffix(4) {
      #expect(post.frameBegin == showBegin)
      #expect(post.frameEnd == showEnd)
    }
  }

  @Test func landscapeRightBeforeIOS8PutsTheKeyboardAlongTheScreensLeftEdge() throws {
    let (result, _) = try runRecording(
      "at 0 rotate landscape-right\nat 1 tap text-field", device: .iphone5, os: 6)
    let show = try #require(
      result.firstPost("UIKeyboardWillShow").map { result.posts(from: $0)[0] })
    #expect(show.frameBegin == [-162, 0, 162, 568])
    #expect(show.frameEnd == [0, 0, 162, 568])
  }

  // MARK: - Heights

  @Test(arguments: [
    (Device.iphone4s, 5, 216.0, 162.0), (.iphone5, 6, 216, 162), (.iphone5, 7, 216, 162),
    (.iphone4s, 8, 253, 194),
    (.iphone5, 8, 253, 194), (.iphone5, 10, 253, 194), (.iphone7, 10, 258, 194),
    (.iphone7plus, 11, 271, 194),
    (.ipad2, 5, 264, 352), (.ipad2, 7, 264, 352), (.ipad2, 8, 313, 398), (.ipadair2, 11, 313, 398),
  ])
  func theKeyboardIsAsTallAsItsDeviceAndVersionMakeIt(
    device: Device, os: Int, portrait: Double, landscape: Double
  ) throws {
    let (result, _) = try runRecording(
      "at 0 tap text-field\nat 1 rotate landscape-left", device: device, os: os)
    let heights = result.animations(of: "keyboard.height").map { $0.to }
    #expect(heights == [[portrait], [landscape]])
    let lastShow = try #require(result.posts().last { $0.name == "UIKeyboardWillShow" })
    // Before iOS 8 the landscape keyboard is a tall, narrow rect: its width is its height.
    #expect(lastShow.frameEnd?[os >= 8 ? 3 : 2] == landscape)
  }

  // MARK: - Inside the keyboard's animation

  @Test(arguments: [
    (5, "easeInOut"), (6, "easeInOut"), (7, "keyboard spring"), (11, "keyboard spring"),
  ])
  func aChangeInTheWillShowObserverAnimatesWithTheKeyboard(os: Int, curve: String) throws {
    let (result, controller) = try runRecording(
      "at 0 tap text-field", device: .phone(running: os), os: os
    ) { controller in
      controller.onWillShow = { controller, _ in controller.grayView?.frame.size.height = 100 }
    }
    let record = try #require(result.animations(of: "grayView.frame").last)
    #expect(record.origin == "keyboard")
    #expect(record.duration == 0.25)
    #expect(record.curve == curve)
    let show = try #require(controller.received(.UIKeyboardWillShow).first)
    #expect(show.block?.origin == "keyboard")
  }

  @Test(arguments: [(6, "easeInOut"), (7, "keyboard spring"), (10, "keyboard spring")])
  func anAnimateInsideTheWillShowObserverInheritsTheKeyboardsTiming(os: Int, curve: String) throws {
    let (result, _) = try runRecording("at 0 tap text-field", device: .phone(running: os), os: os) {
      controller in
      controller.onWillShow = { controller, _ in
        UIView.animate(
          withDuration: 2, delay: 0, options: .curveLinear,
          animations: {
            controller.grayView?.frame.size.height = 100
          })
      }
    }
    let record = try #require(result.animations(of: "grayView.frame").last)
    #expect(record.origin == "UIView.animate")
    #expect(record.duration == 0.25)
    #expect(record.curve == curve)
    #expect(record.inheritedDuration && record.inheritedCurve)
  }

  @Test func anAnimateInsideTheWillShowObserverKeepsWhatItOverrides() throws {
    let (result, _) = try runRecording("at 0 tap text-field", device: .iphone5, os: 7) {
      controller in
      controller.onWillShow = { controller, _ in
        UIView.animate(
          withDuration: 2, delay: 0,
          options: [.curveLinear, .overrideInheritedDuration, .overrideInheritedCurve],
          animations: {
            controller.grayView?.frame.size.height = 100
          })
      }
    }
    let record = try #require(result.animations(of: "grayView.frame").last)
    #expect(record.duration == 2)
    #expect(record.curve == "linear")
    #expect(!record.inheritedDuration && !record.inheritedCurve)
  }

  // MARK: - Switching keyboards

  @Test(arguments: [(Device.iphone5, 8), (.iphone5, 10), (.iphone7, 10), (.ipadair2, 10)])
  func throughIOS10SwitchingToEmojiPostsWillShowAgainWithoutAHide(device: Device, os: Int) throws {
    let (result, controller) = try runRecording(
      BuiltInScenario.switchKeyboard.text, device: device, os: os)
    let step = try #require(result.firstStep("switch-keyboard emoji"))
    #expect(
      result.postNames(from: step) == [
        "UIKeyboardWillChangeFrame", "UIKeyboardWillShow", "UIKeyboardDidChangeFrame",
        "UIKeyboardDidShow",
      ])
    #expect(controller.received(.UIKeyboardWillShow).count == 2)
    #expect(controller.received(.UIKeyboardWillHide).isEmpty)
  }

  @Test(arguments: [(Device.iphone7, 11), (.iphone7plus, 11), (.ipadair2, 11)])
  func fromIOS11SwitchingToEmojiPostsOnlyTheFrameChange(device: Device, os: Int) throws {
    let (result, controller) = try runRecording(
      BuiltInScenario.switchKeyboard.text, device: device, os: os)
    let step = try #require(result.firstStep("switch-keyboard emoji"))
    #expect(
      result.postNames(from: step) == ["UIKeyboardWillChangeFrame", "UIKeyboardDidChangeFrame"])
    #expect(controller.received(.UIKeyboardWillShow).count == 1)
  }

  @Test(arguments: [
    (Device.iphone5, 6, 216.0, 36.0), (.iphone7, 10, 258, 36), (.ipadair2, 11, 313, 54),
    (.ipad2, 6, 264, 54),
  ])
  func emojiIsTallerAndItsFramesGoFromTheOldHeightToTheNew(
    device: Device, os: Int, height: Double, extra: Double
  ) throws {
    let (result, _) = try runRecording(BuiltInScenario.switchKeyboard.text, device: device, os: os)
    let step = try #require(result.firstStep("switch-keyboard emoji"))
    let change = try #require(result.posts(from: step).first)
    let screen = device.portraitScreen
    #expect(change.frameBegin == [0, Double(screen.height) - height, Double(screen.width), height])
    #expect(
      change.frameEnd == [
        0, Double(screen.height) - height - extra, Double(screen.width), height + extra,
      ])
    #expect(result.animations(of: "keyboard.height").last?.to == [height + extra])
  }

  /// A show whose animation ends (0.5 s, the spring settling) at the instant of the next step posts
  /// its did-notifications before that step's will-notifications, with its own frames
  /// (docs/behaviour-model.md §3): the keyboard arrived before the next action began.
  @Test func aChangeThatEndsAsTheNextStepBeginsIsPostedDoneFirst() throws {
    let (result, _) = try runRecording(
      "at 0 tap text-field\nat 0.5 switch-keyboard japanese", device: .iphone7, os: 10)
    let step = try #require(result.firstStep("switch-keyboard japanese"))
    let didShow = try #require(result.firstPost("UIKeyboardDidShow"))
    #expect(didShow < step)
    #expect(result.time(at: didShow) == 0.5)
    #expect(result.posts(from: didShow, to: didShow + 1).first?.frameEnd == [0, 409, 375, 258])
    #expect(
      result.postNames(from: step) == [
        "UIKeyboardWillChangeFrame", "UIKeyboardWillShow", "UIKeyboardDidChangeFrame",
        "UIKeyboardDidShow",
      ])
  }

  @Test func switchingWithNoKeyboardUpDoesNothing() throws {
    let (result, _) = try runRecording("at 0 switch-keyboard japanese", device: .iphone5, os: 8)
    #expect(result.postNames().isEmpty)
    #expect(result.entries.contains { $0.event == .note("no keyboard is up to switch") })
  }

  @Test func switchingToTheSameKeyboardDoesNothing() throws {
    let (result, _) = try runRecording(
      "at 0 tap text-field\nat 1 switch-keyboard english", device: .iphone5, os: 8)
    let step = try #require(result.firstStep("switch-keyboard english"))
    #expect(result.postNames(from: step).isEmpty)
  }
}

/// A controller whose did-show handler force-casts the animation's duration, as a browser's shipped
/// keyboard helper builds its state from every keyboard notification.
final class ForceCastingDidShowController: UIViewController {
  /// Each did-show's duration, as the handler read it.
  private(set) var durations: [Double] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(
      self,
      selector: Selector("keyboardDidShow(_:)", ForceCastingDidShowController.keyboardDidShow),
      name: UIResponder.keyboardDidShowNotification, object: nil)
  }

  func keyboardDidShow(_ notification: Notification) {
    durations.append(
      notification.userInfo![UIResponder.keyboardAnimationDurationUserInfoKey] as! Double)
  }
}
