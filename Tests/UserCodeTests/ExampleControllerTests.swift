import TestSupport
import Testing

/// Our examples of today's keyboard code (`Examples/Controllers`), each run unchanged through
/// `schmeeboard --controller`, with the verdict its pattern deserves: the reasons are in each file's
/// header, and in `docs/your-own-controller.md`.
@Suite(.serialized) struct ExampleControllerTests {
  /// One example's run: the file, the options, and the verdict it deserves.
  struct Case: CustomTestStringConvertible, Sendable {
    var example: String
    var options: [String]
    var verdict: String
    var testDescription: String { "\(example) \(options.joined(separator: " ")) → \(verdict)" }
  }

  static let phoneWithHomeButton = ["--device", "iphonese2", "--os", "17"]
  static let phoneWithoutHomeButton = ["--device", "iphone15", "--os", "18"]
  static let iPhoneOnIOS10 = ["--device", "iphone7", "--os", "10"]

  static let cases: [Case] = [
    // Moving the whole view up by the keyboard's height is right: its bottom lands on the
    // keyboard's top (not "stuck 258 pt", which measuring in the root view's own coordinates
    // said); the iOS 10 iPhone's rotation hides the field for a moment, as it does every
    // will-hide handler's.
    Case(
      example: "MovedViewController", options: iPhoneOnIOS10 + ["--scenario", "show-hide"],
      verdict: "clean"),
    Case(
      example: "MovedViewController",
      options: phoneWithoutHomeButton + ["--scenario", "show-hide"], verdict: "clean"),
    Case(
      example: "MovedViewController", options: iPhoneOnIOS10 + ["--scenario", "rotate"],
      verdict: "glitch"),
    // The outlet's bottom constraint, animated on the keyboard's curve.
    Case(
      example: "OutletConstraintViewController",
      options: phoneWithoutHomeButton + ["--scenario", "show-hide"], verdict: "clean"),
    Case(
      example: "OutletConstraintViewController", options: iPhoneOnIOS10 + ["--scenario", "rotate"],
      verdict: "glitch"),
    // The whole keyboard's height as the form's inset: right with a home button, 34 pt short of
    // the keyboard without one, where UIKit adds the safe area to the inset.
    Case(
      example: "ScrollViewInsetViewController",
      options: phoneWithHomeButton + ["--layout", "form", "--scenario", "show-hide"],
      verdict: "clean"),
    Case(
      example: "ScrollViewInsetViewController",
      options: phoneWithoutHomeButton + ["--layout", "form", "--scenario", "show-hide"],
      verdict: "stuck"),
    // The same with the safe area taken off: right on both. Without a home button the safe
    // area's 34 pt, which UIKit adds to the inset at once, runs ahead of the inset's animation:
    // the home indicator's strip closing as the keyboard rises, between the two rests' gaps.
    Case(
      example: "SafeAreaInsetViewController",
      options: phoneWithHomeButton + ["--layout", "form", "--scenario", "show-hide"],
      verdict: "clean"),
    Case(
      example: "SafeAreaInsetViewController",
      options: phoneWithoutHomeButton + ["--layout", "form", "--scenario", "show-hide"],
      verdict: "clean"),
    // Waiting for the did-show: the field is under the rising keyboard until then.
    Case(
      example: "ScrollToFieldViewController",
      options: phoneWithHomeButton + ["--layout", "form", "--scenario", "show-hide"],
      verdict: "glitch"),
    Case(
      example: "ScrollToFieldViewController",
      options: phoneWithoutHomeButton + ["--layout", "form", "--scenario", "show-hide"],
      verdict: "stuck"),
    // Block observers: the same as selectors.
    Case(
      example: "BlockObserverViewController",
      options: phoneWithoutHomeButton + ["--scenario", "show-hide"], verdict: "clean"),
    Case(
      example: "BlockObserverViewController", options: iPhoneOnIOS10 + ["--scenario", "rotate"],
      verdict: "glitch"),
    // The keyboard layout guide: no notification, and no glitch in the rotation.
    Case(
      example: "LayoutGuideViewController",
      options: phoneWithHomeButton + ["--scenario", "rotate"], verdict: "clean"),
    // Without a home button the home indicator's strip below the bar closes as the keyboard
    // rises: what iOS shows, between the two rests' gaps, no sliver.
    Case(
      example: "LayoutGuideViewController",
      options: phoneWithoutHomeButton + ["--scenario", "rotate"], verdict: "clean"),
    Case(
      example: "LayoutGuideViewController",
      options: phoneWithoutHomeButton + ["--scenario", "show-hide"], verdict: "clean"),
    // Screen arithmetic: right while the app fills the screen, wrong in a Stage Manager window.
    Case(
      example: "ScreenArithmeticViewController",
      options: phoneWithoutHomeButton + ["--scenario", "show-hide"], verdict: "clean"),
    Case(
      example: "ScreenArithmeticViewController",
      options: ["--device", "ipadpro11", "--os", "17", "--scenario", "stage-manager"],
      verdict: "stuck"),
    // A Swift 6 main-actor controller compiles and runs as any other.
    Case(
      example: "MainActorViewController",
      options: phoneWithoutHomeButton + ["--scenario", "show-hide"], verdict: "clean"),
    Case(
      example: "MainActorViewController", options: iPhoneOnIOS10 + ["--scenario", "rotate"],
      verdict: "glitch"),
    // An input bar over a table, on a property animator.
    Case(
      example: "InputBarViewController",
      options: phoneWithoutHomeButton + ["--scenario", "show-hide"], verdict: "clean"),
    // The same bar from a nib (`NibInputBar.xib`, passed beside the file): the nib's constraints
    // lay it out, its File's Owner outlets and action connect, and the controller moves it as the
    // one made in code.
    Case(
      example: "NibInputBarViewController",
      options: ["--controller", "Examples/Controllers/NibInputBar.xib"] + phoneWithoutHomeButton
        + ["--scenario", "show-hide"], verdict: "clean"),
    Case(
      example: "NibInputBarViewController",
      options: ["--controller", "Examples/Controllers/NibInputBar.xib"] + iPhoneOnIOS10
        + ["--scenario", "rotate"], verdict: "glitch"),
    // An input bar that follows the keyboard's host by key-value observing its field's empty
    // accessory's superview: the host moves inside the keyboard's animation.
    Case(
      example: "KVOTrackerViewController",
      options: phoneWithoutHomeButton + ["--scenario", "show-hide"], verdict: "clean"),
    // A chat bar as the controller's input accessory: docked at the bottom, then on the
    // keyboard's top; the messages end on the bar, by the keyboard's frames, which include it.
    // Turned with the keyboard up, the bar rides the keyboard through the rotation.
    Case(
      example: "AccessoryInputBarViewController",
      options: phoneWithoutHomeButton + ["--scenario", "show-hide"], verdict: "clean"),
    Case(
      example: "AccessoryInputBarViewController",
      options: phoneWithoutHomeButton + ["--scenario", "rotate"], verdict: "clean"),
    // The raw keyboard height: right with the software keyboard, wrong with a hardware one on
    // iPadOS 9 to 14, whose Shortcut Bar comes with the whole keyboard's frame (from 15 the
    // toolbar's own frame makes it right).
    Case(
      example: "RawHeightViewController",
      options: ["--device", "ipadpro11", "--os", "17", "--scenario", "show-hide"], verdict: "clean"),
    Case(
      example: "RawHeightViewController",
      options: ["--device", "ipadpro11", "--os", "14", "--scenario", "hardware-keyboard"],
      verdict: "stuck"),
    // A Combine pipeline over the will-change-frame notification: its sink runs in the
    // notification's call, inside the keyboard's animation, as a block observer does.
    Case(
      example: "CombineViewController",
      options: phoneWithoutHomeButton + ["--scenario", "show-hide"], verdict: "clean"),
    Case(
      example: "CombineViewController", options: iPhoneOnIOS10 + ["--scenario", "rotate"],
      verdict: "glitch"),
    // A singleton keyboard manager: every run starts with a fresh one.
    Case(
      example: "SharedKeyboardManagerViewController",
      options: phoneWithoutHomeButton + ["--scenario", "show-hide"], verdict: "clean"),
    // A sign-up form in a stack view inside a scroll view that ends at the keyboard's guide.
    Case(
      example: "SignUpFormViewController",
      options: phoneWithoutHomeButton + ["--scenario", "rotate"], verdict: "clean"),
    // A footer sized by its buttons, riding on the keyboard's guide.
    Case(
      example: "FooterButtonsViewController",
      options: phoneWithoutHomeButton + ["--scenario", "rotate"], verdict: "clean"),
    Case(
      example: "FooterButtonsViewController",
      options: phoneWithHomeButton + ["--scenario", "show-hide"], verdict: "clean"),
    // A form below a navigation bar, as a storyboard embeds it: the scroll view starts at the
    // safe area's top, the bar's bottom, and ends on the keyboard by its inset. In a rotation the
    // keyboard's hide takes the inset away at once while the keyboard still covers the form, for
    // a frame: slivers, as every will-change-frame handler's.
    Case(
      example: "NavigationFormViewController",
      options: phoneWithoutHomeButton + ["--in-navigation-controller", "--scenario", "show-hide"],
      verdict: "clean"),
    Case(
      example: "NavigationFormViewController",
      options: phoneWithHomeButton + ["--in-navigation-controller", "--scenario", "show-hide"],
      verdict: "clean"),
    Case(
      example: "NavigationFormViewController",
      options: phoneWithHomeButton + ["--in-navigation-controller", "--scenario", "rotate"],
      verdict: "slivers"),
  ]

  // The form inside a navigation controller on an iPhone 15: the header says it runs in one;
  // the form's scroll view starts at the bar's bottom (the 59 pt sensor housing and the 44 pt
  // bar), its views are named after the form's properties, and it ends on the keyboard: clean.
  @Test func theNavigationFormIsJudgedBelowItsBar() throws {
    let run = try DriverRun.example(
      "NavigationFormViewController",
      Self.phoneWithoutHomeButton + ["--in-navigation-controller", "--scenario", "show-hide"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("in navigation controller on"), "\(run.standardOutput)")
    #expect(
      run.standardOutput.contains("set scrollView.frame (0, 0, 0, 0) → (0, 103, 393, 749)"),
      "\(run.standardOutput)")
    #expect(run.standardOutput.contains("verdict: clean"), "\(run.standardOutput)")
  }

  // The sign-up form's return key moves from field to field (`UITextFieldDelegate`), keeping the
  // keyboard up, and the last one's sends it away: one show, one hide, and a clean run.
  @Test func theSignUpFormsReturnKeyMovesToTheNextFieldWithTheKeyboardUp() throws {
    let script = "at 0.5 tap text-field\nat 1.5 return\nat 2.5 return\nat 3.5 return\n"
    let folder = try DriverRun.folder([("return.txt", script)])
    let run = try DriverRun.example(
      "SignUpFormViewController",
      Self.phoneWithoutHomeButton + ["--script", folder.appendingPathComponent("return.txt").path])
    #expect(run.status == 0, "\(run.standardError)")
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines.filter { $0.contains("textFieldShouldReturn(_:)") }.count == 3, "\(run.standardOutput)")
    #expect(
      lines.filter { $0.contains("post WillShow") }.count == 1,
      "\(run.standardOutput)")
    #expect(
      lines.filter { $0.contains("post WillHide") }.count == 1,
      "\(run.standardOutput)")
  }

  @Test(arguments: cases) func theExampleGetsTheVerdictItsPatternDeserves(_ example: Case) throws {
    let run = try DriverRun.example(example.example, example.options + ["--summary"])
    #expect(run.status == 0, "\(run.standardError)")
    let fields = run.standardOutput.split(separator: "\t")
    #expect(fields.count >= 6, "\(run.standardOutput)")
    #expect(fields.dropFirst(4).first.map(String.init) == example.verdict, "\(run.standardOutput)")
  }

  // Each run is a fresh launch: a singleton that refuses a second registration (as a library's
  // static "avoiding view" does) runs through every classic scenario on every device and release.
  // Some 400 launches of the driver: `.ci/run`'s sweep (`SWEEP=all`).
  @Test(.enabled(if: Sweep.isExhaustive, "some 400 launches: SWEEP=all"))
  func aSingletonsMatrixRunsThroughEveryRunAFreshLaunch() throws {
    let run = try DriverRun.example(
      "SharedKeyboardManagerViewController", ["--matrix", "--summary"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.split(separator: "\n").count > 100)
  }
}
