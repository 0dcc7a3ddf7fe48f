import ArgumentParser
import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS

/// The driver's own command line, read by argument-parser: `--controller PATH` (repeatable),
/// `--class NAME`, `--module NAME=FOLDER` (repeatable), `--deployment-target N`,
/// `--run-timeout SECONDS` and `--help`. Everything else is the command's (`--device`,
/// `--compare`, `--layout`, …), kept in order for it (`command`): which options the command takes
/// is known only once the controller is compiled (its variant's switches).
///
/// Parsed, never run: `ControllerDriver` builds the controller it names and runs the command.
/// argument-parser's own `--help` would answer before the controller is known, so `--help` is a
/// flag here: without a controller the driver prints this command's help, with one it hands the
/// flag on, and the command prints the help of every option it takes for that controller.
struct DriverCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "schmeeboard",
      abstract: "Runs a view controller written for iOS, unchanged, in the lab.",
      usage: """
        schmeeboard --controller <path> [--controller <path> ...] [--class <name>] [<options>]
        """,
      discussion: """
        Your controller's files compile as your app compiles them (import UIKit, @objc, \
        #selector, @IBOutlet, UIResponder's keyboard names), and it runs on every iOS version, \
        device and hazard, judged as iOS would show it. What your code prints is shown on \
        standard error, each line after its run: [iPhone 15, iOS 18.0, rotate] …

        Every option of the built-in variants works: --device, --os, --scenario, --script, \
        --compare, --matrix, --format, --summary, --fail-on, --assume; and the layout your \
        outlets connect to, --layout none|pinned|form, and the field a tap lands on, \
        --field <name>. `swift run schmeeboard --controller <path> --help` lists them all.

        Example:
          swift run schmeeboard --controller Examples/Controllers/MovedViewController.swift --compare all

        Exit status: the command's own; 65 when your code does not compile (the compiler's \
        words, in your files and lines) or a .xib or storyboard holds what the lab cannot \
        build; 66 for a file that is not there; 64 when no class, or \
        more than one without --class, is a view controller; 70 when a run traps, hangs or calls \
        exit(). See docs/your-own-controller.md.
        """,
      // `--help` is the flag below, answered once it is known whether a controller is given.
      helpNames: [])
  }

  @Option(
    name: .customLong("controller"),
    help: ArgumentHelp(
      "Your view controller's .swift file, or a folder of them; repeat it for more. Your "
        + "app's .xib and .storyboard files go with them, as its target holds them (an "
        + "extension target's Info.plist and preprocessing .js too).",
      valueName: "path"))
  var controllers: [String] = []

  @Option(
    name: .customLong("class"),
    help: ArgumentHelp(
      "The controller to run, when the files declare more than one UIViewController subclass.",
      valueName: "name"))
  var className: String?

  @Option(
    name: .customLong("module"),
    help: ArgumentHelp(
      "Compiles a folder of Swift files as module <name>, so that your files' `import <name>` "
        + "finds it: your app's own package, or a small dependency (repeatable). A file "
        + "without an import sees UIKit, as with an app's bridging header.",
      valueName: "name=folder"),
    transform: ModuleArgument.init(parsing:))
  var modules: [ModuleArgument] = []

  // Unconditional, as the command's `--os`, so that `-1` is told what is allowed rather than read
  // as a missing value.
  @Option(
    parsing: .unconditional,
    help: DriverCommand.deploymentTargetHelp, transform: DeploymentTarget.major(parsing:))
  var deploymentTarget: Int?

  /// `--deployment-target`'s help, made once: argument-parser makes the command's options anew
  /// each time it reads its definition, a dozen times a parse in a debug build.
  private static let deploymentTargetHelp = ArgumentHelp(
    "Your app's deployment target, a major release the lab runs "
      + "(\(IOSVersion.modelledSpelled)): runs on older releases are n/a, as "
      + "is a run whose code calls an API newer than its release outside an #available check "
      + "(the keyboard layout guide, 15; the safe area, 11; property animators, 10). "
      + "#available and UIDevice.current.systemVersion answer for the run's release.",
    valueName: "major")

  @Option(
    parsing: .unconditional,
    help: DriverCommand.runTimeoutHelp, transform: RunTimeLimit.seconds(parsing:))
  var runTimeout: Double?

  /// `--run-timeout`'s help, made once, as `deploymentTargetHelp`.
  private static let runTimeoutHelp = ArgumentHelp(
    "Ends a run whose code does not return in time as a hang, naming the method and the "
      + "scenario's step (from \(RunTimeLimit.text(RunTimeLimit.allowedSeconds.lowerBound)) "
      + "to \(RunTimeLimit.text(RunTimeLimit.allowedSeconds.upperBound)); default: "
      + "\(RunTimeLimit.text(RunTimeLimit.defaultSeconds))).",
    valueName: "seconds")

  @Flag(
    name: [.short, .long],
    help: ArgumentHelp(
      "Show this help; with --controller, the help of every option your controller's command "
        + "takes, with examples that run it."))
  var help = false

  /// Everything that is not the driver's, in order, for the command.
  @Argument(parsing: .allUnrecognized, help: .hidden)
  var command: [String] = []

  /// The options the driver lets repeat; any other is refused when given twice
  /// (`ArgumentCheck`), where argument-parser would keep the last.
  static let repeatable = ["--controller", "--module"]

  /// Creates the command with no options given; argument-parser fills them in when it parses.
  init() {}

  /// The driver's command line `arguments`; throws a usage failure for an option given twice,
  /// one without its value or with a bad one, or the rules of `validate()`. `nil` when
  /// argument-parser answered the request itself on standard output (its
  /// `--experimental-dump-help`).
  static func parsed(_ arguments: [String]) throws(CommandFailure) -> DriverCommand? {
    try ArgumentCheck.refuseRepeated(arguments, except: repeatable)
    do {
      return try parse(arguments)
    } catch {
      if let failure = failure(for: error) { throw failure }
      try printHelpOrVersion(for: error)
      return nil
    }
  }

  /// The rules between the options: a controller, unless only the help is asked for; no empty
  /// path; a module's name once.
  func validate() throws {
    if controllers.isEmpty && !help {
      throw ValidationError(
        "--controller PATH is missing: the Swift file or folder of your view controller "
          + "(swift run schmeeboard --help)")
    }
    if controllers.contains("") {
      throw ValidationError(
        "--controller '' names no file: give the Swift file or folder of your view controller")
    }
    for (index, module) in modules.enumerated() {
      if let earlier = modules[..<index].first(where: { $0.name == module.name }) {
        throw ValidationError(
          "--module \(module.name) is given twice, as '\(earlier.text)' and '\(module.text)'; "
            + "give each module once")
      }
    }
  }

  /// The command's arguments: those not the driver's, and `--help` when it was asked for.
  var commandArguments: [String] {
    help ? command + ["--help"] : command
  }
}
