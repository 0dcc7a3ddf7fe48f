import SimulatedIOS
import SimulatedUIKit

/// A variant the lab can run: its original's facts, its own switches, and how to build its
/// ported controller with the nib's outlets connected.
///
/// Each variant declares one, next to its `ViewController.swift`, so that the port itself stays
/// line for line its original; the command line needs a little more (`CommandLineVariant`).
///
/// The controller's flags need nothing here. Every stored `Bool` property the controller's class
/// declares itself (`var isKeyboardVisible = false`, `private var inPhoneRotation: Bool`, a `let`
/// too; not an optional `Bool?`, not a superclass's) is a flag: `ControllerStateObserver` finds
/// them once per class, with their offsets, and after every event compares them with a load
/// each, recording a `state` line where one changed. Keep a port's flags as its original declares
/// them, as plain stored properties, and they appear in the timeline in declaration order.
///
/// Its type may be used from any thread (`SendableMetatype`): a comparison runs its variants side
/// by side (`Parallel`), each in its own simulation.
public protocol Variant: SendableMetatype {
  /// The variant's own switches (`--no-ios5-workaround`).
  associatedtype Switches: Sendable

  /// The variant's facts: its name and abstract, its original's nib and deployment target, and
  /// its default device and iOS version.
  static var info: VariantInfo { get }

  /// Creates the controller with its switches set, and connects its outlets to `nib`, as loading
  /// the nib does.
  static func makeController(switches: Switches, connectedTo nib: NibObjects)
    -> UIViewController

  /// The switches as the header prints them.
  static func describe(_ switches: Switches) -> [RunHeader.Switch]

  /// The switches as the original shipped, made without parsing: the command line runs with them
  /// when it is given no arguments, without argument-parser's first-use work. They equal what
  /// parsing no arguments gives (`DefaultRunTests`).
  static var shippedSwitches: Switches { get }

  /// The nib the controller is connected to with `switches`: by default `info.nib`, whatever the
  /// switches (every built-in variant's); a controller of your own runs in the `ControllerLayout`
  /// its `--layout` names.
  static func nib(for switches: Switches) -> SchmeeboardNib

  /// Why the app cannot run on `target` at all, `nil` where it can: by default it runs on every
  /// release, one below its deployment target as a what-if (`VariantInfo.whatIfNote(for:)`); a
  /// controller of your own given a deployment target (`--deployment-target`, or a newer API its
  /// code calls) refuses the releases below it. A refused run is `n/a` with this reason.
  static func refusal(on target: RunTarget) -> String?

  /// The field a scenario's `tap text-field` taps with `switches`, by its name (`--field`): a
  /// stored property of the controller or an object of the nib; by default `nil`, the nib's own
  /// field, else the first in the view hierarchy.
  static func fieldName(for switches: Switches) -> String?

  /// Runs the variant once with `switches` on `target` through `scenario`, with the rules
  /// `assumptions` names read the other way. Every run of the lab whose timeline is shown goes
  /// through here: a comparison, a single run (a matrix's, and a single run's `--summary`, go
  /// through `judgement`). The default runs it in this process (`SchmeeboardRun`); a user's own
  /// controller runs each in a process of its own, so that its statics and singletons start
  /// afresh every run, as they do when an app launches; such a run throws when its process fails
  /// (the user's code hangs, calls `exit()`, traps), and the command ends with that failure.
  static func timeline(
    switches: Switches, on target: RunTarget, scenario: Scenario,
    assuming assumptions: Set<SystemRules.Rule>
  ) throws(CommandFailure) -> Timeline

  /// What a matrix, and a single run's `--summary`, read of the run
  /// `timeline(switches:on:scenario:assuming:)` makes. The default makes that run in this
  /// process without keeping its events, which a judgement does not read
  /// (`SchmeeboardRun.judgement`); a user's own controller's run sends only this back from its
  /// process, where the whole timeline would cost more to send and read than the run.
  static func judgement(
    switches: Switches, on target: RunTarget, scenario: Scenario,
    assuming assumptions: Set<SystemRules.Rule>
  ) throws(CommandFailure) -> RunJudgement
}

extension Variant {
  /// The variant's own nib, `info.nib`.
  public static func nib(for switches: Switches) -> SchmeeboardNib { info.nib }

  /// Runs on every release.
  public static func refusal(on target: RunTarget) -> String? { nil }

  /// No field named: the nib's own, else the first in the view hierarchy.
  public static func fieldName(for switches: Switches) -> String? { nil }

  /// Runs the variant in this process.
  public static func timeline(
    switches: Switches, on target: RunTarget, scenario: Scenario,
    assuming assumptions: Set<SystemRules.Rule>
  ) -> Timeline {
    SchmeeboardRun.timeline(
      of: Self.self, switches: switches, on: target, scenario: scenario, assuming: assumptions)
  }

  /// The judgement of the run, made in this process without keeping its events, which a
  /// judgement does not read (`SchmeeboardRun.judgement`).
  public static func judgement(
    switches: Switches, on target: RunTarget, scenario: Scenario,
    assuming assumptions: Set<SystemRules.Rule>
  ) throws(CommandFailure) -> RunJudgement {
    SchmeeboardRun.judgement(
      of: Self.self, switches: switches, on: target, scenario: scenario, assuming: assumptions)
  }
}
