import SchmeeboardCommandLine
import SchmeeboardLab
import SchmeeboardVariants
import SimulatedIOS
import SimulatedUIKit

/// A user's controller made a variant: what the generated glue (`ControllerGlue`) declares about
/// the class; the rest (its layout and field, its checks) is `ControllerLayoutVariant`'s, and each run
/// is made in a process of its own (`IsolatedRun`).
///
/// The variant is named after the class, and runs on the iPhone 15 with iOS 18 unless told
/// otherwise.
public protocol UserControllerVariant: ControllerLayoutVariant {
  /// The user's class.
  associatedtype Controller: UIViewController
  /// Its name, as the files declare it.
  static var className: String { get }
  /// The files it was compiled from, absolute.
  static var sourceFiles: [String] { get }
  /// Whether it (or a superclass of the user's) declares an `@IBOutlet`.
  static var declaresOutlets: Bool { get }
  /// The storyboard whose scene is the class's (`Main.storyboard`), `nil` when no storyboard
  /// among the controller's files holds one: the scene's views and connections then replace a
  /// stock layout's (`--layout`).
  static var sceneDocument: String? { get }
  /// Whether a navigation controller of that storyboard holds the scene as its root.
  static var sceneIsInNavigationController: Bool { get }
  /// Whether that navigation controller's bar is translucent, `nil` where the storyboard leaves it
  /// to the release.
  static var sceneNavigationBarIsTranslucent: Bool? { get }
  /// Builds the scene's views, as loading the storyboard's scene does; `nil` without a scene.
  static var sceneBuilder: (@Sendable () -> NibObjects)? { get }
  /// A new controller, as a storyboard makes one: `ViewController()`, or `init(coder:)` for a
  /// storyboard's scene.
  static func makeController() -> Controller
  /// Connects `controller`'s outlets to the layout's objects, as loading a storyboard does.
  static func connectOutlets(of controller: Controller, to nib: NibObjects) throws(OutletError)
  /// The action extension the controller is hosted as, from its target's `Info.plist`; `nil`, the
  /// default, for an app's controller.
  static var hostedAction: HostedAction? { get }
}

extension UserControllerVariant {
  /// An app's controller, hosted as no extension.
  public static var hostedAction: HostedAction? { nil }

  /// The variant's facts: the class's name; its deployment target (`DeploymentTarget`), iOS 12
  /// (the oldest Xcode 16 builds for) when nothing says otherwise, runs below which are
  /// what-ifs [M].
  public static var info: VariantInfo {
    VariantInfo(
      name: variantName, shortName: shortName,
      abstract: "Your controller, from "
        + sourceFiles.map {
          SwiftStringLiteral.escapingControls(String($0.split(separator: "/").last ?? ""))
        }
        .joined(separator: ", ") + (hostedAction.map { ", " + $0.abstract } ?? ""),
      nib: .controllerLayout(defaultLayout), deploymentTarget: DeploymentTarget.current.release,
      deviceFamily: .universal,
      defaultTarget: RunTarget(device: .iphone15, release: IOSRelease(18)),
      invocation: "swift run schmeeboard "
        + sourceFiles.map { "--controller \(shellWord($0)) " }.joined() + "--class \(className)")
  }

  /// `text` as one word of a shell's command line: as it is when it needs no quoting, else in
  /// single quotes (each of its own single quotes closed, escaped and opened again).
  private static func shellWord(_ text: String) -> String {
    let plain = text.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic && $0.isASCII || "0123456789_./-+:@%,=".unicodeScalars.contains($0)
    }
    return plain && !text.isEmpty ? text : "'" + text.replacing("'", with: #"'\''"#) + "'"
  }

  /// The class's name, or `yours.` before it when a built-in variant has that name, so that
  /// `--compare all` runs both, each under a name of its own.
  static var variantName: String {
    BuiltInVariants.all.contains { $0.info.name == className } ? "yours." + className : className
  }

  /// The capitals of the class's name (`KVC` for `KeyboardViewController`), at most six.
  static var shortName: String {
    let capitals = className.filter(\.isUppercase)
    return String((capitals.isEmpty ? className : capitals).prefix(6))
  }

  /// `pinned` for a controller with outlets to connect, `none` for one that makes its own views.
  public static var defaultLayout: ControllerLayout { declaresOutlets ? .pinned : .none }

  /// The controller made and connected to `nib`, given the context of the action extension it is
  /// hosted as, if it is one, before its view loads.
  public static func makeController(connectedTo nib: NibObjects) throws(OutletError)
    -> UIViewController
  {
    let controller = makeController()
    controller.hostedExtensionContext = hostedAction?.context()
    try connectOutlets(of: controller, to: nib)
    return controller
  }

  /// The storyboard scene's views when a storyboard holds the class's scene, else the stock
  /// layout `switches` name.
  public static func nib(for switches: ControllerLayoutSwitches) -> SchmeeboardNib {
    if let sceneBuilder { return .builtInCode(sceneBuilder) }
    return .controllerLayout(switches.layout(default: defaultLayout))
  }

  /// The controller connected to `nib`, inside a navigation controller when the storyboard's
  /// navigation controller holds its scene or `--in-navigation-controller` asks for one.
  public static func makeController(
    switches: ControllerLayoutSwitches, connectedTo nib: NibObjects
  ) -> UIViewController {
    do {
      let controller = try makeController(connectedTo: nib)
      guard sceneIsInNavigationController else { return switches.embedding(controller) }
      let navigation = UINavigationController(rootViewController: controller)
      if let translucent = sceneNavigationBarIsTranslucent {
        navigation.navigationBar.isTranslucent = translucent
      }
      return navigation
    } catch {
      fatalError("\(info.name): \(error.message); check(_:) refuses this before a run")
    }
  }

  /// The storyboard's scene, when one is the class's, and the field when one is named; else the
  /// layout's switches.
  public static func describe(_ switches: ControllerLayoutSwitches) -> [RunHeader.Switch] {
    guard let sceneDocument else { return switches.describe(defaultLayout: defaultLayout) }
    return [RunHeader.Switch(name: "\(sceneDocument) scene", isOn: true)]
      + (switches.field.map { [RunHeader.Switch(name: "field \($0)", isOn: true)] } ?? [])
      + (sceneIsInNavigationController || switches.inNavigationController
        ? [RunHeader.Switch(name: "in navigation controller", isOn: true)] : [])
  }

  /// Refuses `--layout` for a class whose storyboard scene gives its views, and
  /// `--in-navigation-controller` for one whose storyboard embeds it already.
  static func checkScene(_ switches: ControllerLayoutSwitches) throws(CommandFailure) {
    guard let sceneDocument else { return }
    if let layout = switches.layout {
      throw CommandFailure(
        .usage,
        "--layout \(layout.rawValue): \(className)'s scene in \(sceneDocument) gives its views; "
          + "run it without --layout, or without the storyboard")
    }
    if sceneIsInNavigationController, switches.inNavigationController {
      throw CommandFailure(
        .usage,
        "--in-navigation-controller: \(sceneDocument)'s navigation controller holds "
          + "\(className)'s scene already; run it without the option")
    }
  }

  /// `checkLayout(_:)`, with the user's code made as a run makes it: `UIScreen.main`,
  /// `UIApplication.shared` and `UIDevice.current` answer for the default target, what the
  /// code prints goes nowhere, since this is no run (each run prints it again, on its console)
  /// and standard output is the document's, and code that does not return within the runs' time
  /// limit ends the command (`CheckWatchdog`).
  public static func check(_ switches: ControllerLayoutSwitches) throws(CommandFailure) {
    try checkScene(switches)
    Simulation.prepareLaunch(on: info.defaultTarget, family: info.deviceFamily)
    // The state the user's initializer left: no run in this process takes it.
    defer { _ = PreRunState.take() }
    let limit = RunTimeLimit.seconds
    try CheckWatchdog.guarding(
      seconds: limit,
      message: "\(className) hangs: its code did not return within \(RunTimeLimit.text(limit)) s "
        + "(--run-timeout) while the lab made the controller to check its outlets, before any run"
    ) { () throws(CommandFailure) in
      try AppConsole.silenced { () throws(CommandFailure) in try checkLayout(switches) }
    }
  }

  /// The releases below the app's deployment target, when `--deployment-target` or the code's use
  /// of a newer API sets one (`DeploymentTarget`): each run there is `n/a`, decided in the run's
  /// own process as every verdict is (`SimulationResult.timeline(header:rules:cannotHappenHere:)`).
  public static func refusal(on target: RunTarget) -> String? {
    DeploymentTarget.current.refusal(of: target.release)
  }

  /// One run, in a process of its own; throws when that process fails.
  public static func timeline(
    switches: ControllerLayoutSwitches, on target: RunTarget, scenario: Scenario,
    assuming assumptions: Set<SystemRules.Rule>
  ) throws(CommandFailure) -> Timeline {
    try IsolatedRun.timeline(
      of: Self.self, switches: switches, on: target, scenario: scenario,
      assuming: assumptions)
  }

  /// One run's judgement, in a process of its own that sends back only that (`IsolatedRun`).
  public static func judgement(
    switches: ControllerLayoutSwitches, on target: RunTarget, scenario: Scenario,
    assuming assumptions: Set<SystemRules.Rule>
  ) throws(CommandFailure) -> RunJudgement {
    try IsolatedRun.judgement(
      of: Self.self, switches: switches, on: target, scenario: scenario,
      assuming: assumptions)
  }
}
