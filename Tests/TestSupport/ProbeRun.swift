import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// Runs that reach what the default runs leave alone, each pinned by a golden file in
/// `Tests/ComparisonTests/Golden/` (`ProbeRunTests`), so that every rule of `SystemRules` shows in
/// a golden timeline (`RuleFlipTests`), and none only in a cell of `MATRIX.md`.
public struct ProbeRun: Sendable {
  /// The golden file's name.
  public let name: String
  /// What the run shows, for the reader of the test.
  let shows: String
  /// The app run: a built-in variant, or a probe's own (`AccessoryProbe`).
  let app: any CommandLineVariant.Type
  /// The variant's own switches as the command line spells them; none for the shipped ones.
  let switches: [String]
  let device: Device
  let os: Int
  let script: String

  /// A probe of `variant` with `switches`.
  init(
    name: String, shows: String, variant: BuiltInVariant, switches: [String] = [],
    device: Device, os: Int, script: String
  ) {
    self.init(
      name: name, shows: shows, app: variant.app, switches: switches, device: device, os: os,
      script: script)
  }

  /// A probe of `app`, which need not be a built-in variant.
  init(
    name: String, shows: String, app: any CommandLineVariant.Type, switches: [String] = [],
    device: Device, os: Int, script: String
  ) {
    self.name = name
    self.shows = shows
    self.app = app
    self.switches = switches
    self.device = device
    self.os = os
    self.script = script
  }

  /// The run's text timeline, every sample shown.
  public func render() throws -> String {
    let scenario = try TestSupport.scenario(script, name: name)
    let target = RunTarget(device: device, release: IOSRelease(os))
    return TextRenderer(showsEverySample: true).render(
      try Self.timeline(of: app, switches, on: target, scenario: scenario))
  }

  /// `app`'s run with `arguments` parsed as its switches.
  private static func timeline<V: CommandLineVariant>(
    of variant: V.Type, _ arguments: [String], on target: RunTarget, scenario: Scenario
  ) throws -> Timeline {
    SchmeeboardRun.timeline(
      of: variant, switches: try V.Switches.parse(arguments), on: target, scenario: scenario)
  }

  /// The golden file of the run: its text timeline, every sample shown.
  public var goldenTimeline: GeneratedFile {
    GeneratedFile(path: "Tests/ComparisonTests/Golden/\(name).txt") { try render() }
  }

  public static let all = [
    ProbeRun(
      name: "no-workarounds-rotate-iphone5-ios8",
      shows: "from iOS 8 the show's animation is added to the hide's, which keeps running",
      variant: .keyboardSchmeeboard, switches: ["--no-ios5-workaround", "--no-ios6-workaround"],
      device: .iphone5, os: 8,
      script: BuiltInScenario.rotate.text),
    ProbeRun(
      name: "interrupted-show-iphone7-ios10",
      shows: "the keyboard turns back mid-way from where it is on screen",
      variant: .correctedSchmeeboard3, device: .iphone7, os: 10,
      script: "at 0 tap text-field\nat 0.1 tap background\n"),
    ProbeRun(
      name: "split-view-ipadair2-ios10",
      shows: "Split View places the window at the screen's right edge, also after a rotation",
      variant: .correctedSchmeeboard4, device: .ipadair2, os: 10,
      script: "at 0 tap text-field\nat 1 split-view narrow\nat 2 rotate landscape-left\n"),
    ProbeRun(
      name: "hazards-ipadair2-ios9",
      shows:
        "the Shortcut Bar's frame, the iOS 9 dock's doubled show, a QuickType toggle's duration, "
        + "another app's keyboard not local, the background's hide without animation",
      variant: .correctedSchmeeboard3, device: .ipadair2, os: 9,
      script: """
        at 0 reduce-motion on
        at 0 tap text-field
        at 1 hardware-keyboard attach
        at 2 hardware-keyboard detach
        at 3 ipad-keyboard undock
        at 4 ipad-keyboard dock
        at 5 quicktype off
        at 6 app background
        at 7 app foreground
        at 8 tap background
        at 9 split-view narrow
        at 10 other-app-keyboard show
        at 11 other-app-keyboard hide

        """),
    ProbeRun(
      name: "floating-keyboard-ipadpro11-ios13",
      shows:
        "iPadOS 13's floating keyboard: its hide, a move's empty end frame, its dock's show; the "
        + "keyboard covering the home indicator in both orientations",
      variant: .correctedSchmeeboard3, device: .ipadpro11, os: 13,
      script: """
        at 0 tap text-field
        at 1 ipad-keyboard float
        at 2 ipad-keyboard drag
        at 3 ipad-keyboard dock
        at 4 rotate landscape-left
        at 5 tap background

        """),
    ProbeRun(
      name: "in-call-status-bar-iphone5-ios8",
      shows: "the double-height status bar moves the root view in its own animation",
      variant: .correctedSchmeeboard4, device: .iphone5, os: 8,
      script: "at 0 tap text-field\nat 1 status-bar double\nat 2 tap background\n"),
    ProbeRun(
      name: "overlap-iphone7-ios10",
      shows: "a tap during a rotation is ignored, a rotation during a rotation waits for its end",
      variant: .correctedSchmeeboard3, device: .iphone7, os: 10,
      script:
        "at 0 tap text-field\nat 1 rotate landscape-left\nat 1.1 tap background\nat 1.2 rotate portrait\n"
    ),
    ProbeRun(
      name: "hazards-iphone7-ios11",
      shows:
        "with Reduce Motion's cross-fade, a taller emoji and Japanese keyboard, the candidate bar a "
        + "hardware keyboard leaves on a phone, a tilt that asks for the supported orientations, "
        + "and the hide's empty end frame",
      variant: .correctedSchmeeboard3, device: .iphone7, os: 11,
      script: """
        at 0 reduce-motion cross-fade
        at 0 tap text-field
        at 1 switch-keyboard emoji
        at 2 switch-keyboard japanese
        at 3 hardware-keyboard attach
        at 4 hardware-keyboard detach
        at 5 tilt
        at 6 tap background

        """),
    ProbeRun(
      name: "upside-down-iphone15-ios17",
      shows:
        "an iPhone without a Home button does not turn upside down: the step notes it, nothing "
        + "is asked or posted; a quarter turn then rotates as ever",
      variant: .correctedSchmeeboard3, device: .iphone15, os: 17,
      script: """
        at 0 tap text-field
        at 1 rotate portrait-upside-down
        at 2 rotate landscape-left
        at 3 tap background

        """),
    ProbeRun(
      name: "minimised-toolbar-following-guide-ipadpro11-ios17",
      shows:
        "a keyboard layout guide that follows an undocked keyboard follows the mini toolbar "
        + "outside Stage Manager",
      variant: .keyboardLayoutGuide, switches: ["--follows-undocked-keyboard"],
      device: .ipadpro11, os: 17, script: BuiltInScenario.minimiseToolbar.text),
    ProbeRun(
      name: "input-accessory-iphone7-ios10",
      shows:
        "a field's 44 pt input accessory rides on the keyboard's top, and the keyboard's frames "
        + "include it",
      app: AccessoryProbe.self, device: .iphone7, os: 10,
      script: "at 0 tap text-field\nat 1 tap background\n"),
    ProbeRun(
      name: "chat-bar-first-responder-iphone7-ios11",
      shows:
        "a controller that can become first responder and never asks to is made first "
        + "responder as it appears: its input accessory, a chat bar, docked at the screen's "
        + "bottom from the launch, then riding on the keyboard's top; its field tapped and judged",
      app: ChatBarProbe.self, device: .iphone7, os: 11,
      script: "at 1 tap text-field\nat 2 rotate landscape-left\n"),
    ProbeRun(
      name: "navigation-bar-iphone7-ios11",
      shows:
        "a navigation bar below the status bar, 44 pt in portrait and 32 pt in landscape, whose "
        + "bottom is the top of the safe area a card is pinned to; the view runs under the bar",
      app: NavigationBarProbe.self, switches: ["--in-navigation-controller"], device: .iphone7,
      os: 11, script: "at 0 tap text-field\nat 1 rotate landscape-left\nat 2 tap background\n"),
    ProbeRun(
      name: "status-bar-hidden-iphone7-ios12",
      shows:
        "a controller that prefers the status bar hidden, asked by its navigation controller: "
        + "the navigation bar at the screen's top, its bottom the top of the safe area a card "
        + "is pinned to, and the run's note that the bar is hidden",
      app: StatusBarProbe.self, switches: ["--in-navigation-controller"], device: .iphone7,
      os: 12, script: "at 0 tap text-field\nat 1 tap background\n"),
    ProbeRun(
      name: "presentation-iphone7-ios13",
      shows:
        "a controller presented with the default style is a card 10 pt below the status bar, "
        + "its field judged while it is up; the presenter hears no disappearance; a tap on the "
        + "card dismisses it, sliding down",
      app: PresentationProbe.self, device: .iphone7, os: 13,
      script: "at 1 tap text-field\nat 2 tap background\n"),
    ProbeRun(
      name: "app-life-cycle-iphone7-ios12",
      shows:
        "going to the background and back with the keyboard up, the application's life-cycle "
        + "notifications bracket the keyboard's hide and show",
      app: LifeCycleProbe.self, device: .iphone7, os: 12,
      script: BuiltInScenario.background.text),
    ProbeRun(
      name: "editing-order-iphone7-ios10",
      shows:
        "a text field's editing begins before the keyboard's notifications: its begin-editing "
        + "post comes before the will-change-frame and the will-show",
      app: EditingOrderProbe.self, device: .iphone7, os: 10,
      script: "at 0 tap text-field\nat 1 tap background\n"),
  ]
}
