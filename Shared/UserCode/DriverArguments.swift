import SchmeeboardLab

/// The driver's own arguments, taken out of the command line before the rest goes to the
/// command: `--controller PATH` (repeatable), `--class NAME`, `--run-timeout SECONDS`,
/// `--module NAME=FOLDER` (repeatable), `--deployment-target N`.
struct DriverArguments: Equatable {
  /// The files and folders given with `--controller`, in order.
  var controllers: [String] = []
  /// The class `--class` names, if given.
  var className: String?
  /// The time limit of a run `--run-timeout` gives, in seconds, if given (`RunTimeLimit`).
  var runTimeout: Double?
  /// The app's own modules, `NAME=FOLDER` each, as `--module` (repeatable) gives them
  /// (`UserModule`).
  var modules: [String] = []
  /// The app's deployment target, a major release, if `--deployment-target` gives it.
  var deploymentTarget: Int?
  /// Everything else, for the command (`--device`, `--compare`, `--layout`, …).
  var command: [String] = []
  /// Whether `--help` or `-h` was given.
  var wantsHelp: Bool { command.contains("--help") || command.contains("-h") }

  /// Takes the driver's arguments out of `arguments`; throws a usage failure for one without its
  /// value, or `--class` given twice.
  init(_ arguments: [String]) throws(CommandFailure) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let (name, inlineValue) = Self.split(argument)
      guard
        ["--controller", "--class", "--run-timeout", "--module", "--deployment-target"].contains(
          name)
      else {
        command.append(argument)
        continue
      }
      guard let value = inlineValue ?? remaining.popFirst(), !value.isEmpty else {
        throw CommandFailure(.usage, "\(name) needs a value")
      }
      if name == "--controller" {
        controllers.append(value)
      } else if name == "--module" {
        modules.append(value)
      } else if name == "--deployment-target" {
        guard deploymentTarget == nil else {
          throw CommandFailure(.usage, "--deployment-target given twice")
        }
        deploymentTarget = try DeploymentTarget.parse(value)
      } else if name == "--run-timeout" {
        guard runTimeout == nil else { throw CommandFailure(.usage, "--run-timeout given twice") }
        runTimeout = try RunTimeLimit.parse(value)
      } else if className != nil {
        throw CommandFailure(.usage, "--class given twice")
      } else {
        className = value
      }
    }
  }

  /// `--name=value` as its name and value; any other argument as itself and `nil`.
  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// What `swift run schmeeboard --help` prints without a controller.
  static let help = """
    USAGE: schmeeboard --controller <path> [--controller <path> …] [--class <name>] [<options>]

    Runs a view controller written for iOS, unchanged (import UIKit, @objc, #selector, @IBOutlet,
    UIResponder's keyboard names), in the lab: every iOS version, device and hazard, judged as iOS
    would show it. <path> is a .swift file or a folder of them; --class picks the controller when
    the files declare more than one UIViewController subclass.

    --module <name>=<folder> (repeatable) compiles a folder of Swift files as module <name>, so
    that your files' `import <name>` finds it: your app's own package, or a small dependency. A file
    without an import sees UIKit, as with an app's bridging header.

    --deployment-target <major> (a release the lab runs) makes runs on older releases n/a, as does
    a call of an API newer than the release outside an #available check (the keyboard layout
    guide, 15; the safe area, 11; property animators, 10). #available and UIDevice.current.systemVersion answer for
    the run's release.

    --run-timeout <seconds> (default 5) ends a run whose code does not return in time as a hang,
    naming the method and the scenario's step. What your code prints is shown on standard error,
    each line after its run: [iPhone 15, iOS 18.0, rotate] …

    Every option of the built-in variants works: --device, --os, --scenario, --script, --compare,
    --matrix, --format, --summary, --fail-on, --assume; and the layout your outlets connect to,
    --layout none|pinned|form, and the field a tap lands on, --field <name>.
    `swift run schmeeboard --controller <path> --help` lists them all.

    Example:
      swift run schmeeboard --controller Examples/Controllers/MovedViewController.swift --compare all

    Exit status: the command's own; 65 when your code does not compile (the compiler's words, in
    your files and lines); 66 for a file that is not there; 64 when no class, or more than one
    without --class, is a view controller; 70 when a run traps, hangs or calls exit(). See
    docs/your-own-controller.md.
    """
}
