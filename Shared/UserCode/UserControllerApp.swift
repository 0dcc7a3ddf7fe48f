import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedUIKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A user's controller made a variant: what the generated glue (`ControllerGlue`) declares about
/// the class, and everything else the command line needs, written once here.
///
/// The variant is named after the class; it runs on the iPhone 15 with iOS 18 unless told
/// otherwise; each run is made in a process of its own (`IsolatedRun`).
public protocol UserControllerApp: CommandLineApp where Switches == ControllerLayoutSwitches {
  /// The user's class.
  associatedtype Controller: UIViewController
  /// Its name, as the files declare it.
  static var className: String { get }
  /// The files it was compiled from, absolute.
  static var sourceFiles: [String] { get }
  /// Whether it (or a superclass of the user's) declares an `@IBOutlet`.
  static var declaresOutlets: Bool { get }
  /// A new controller, as a storyboard makes one: `ViewController()`.
  static func makeController() -> Controller
  /// Connects `controller`'s outlets to the layout's objects, as loading a storyboard does.
  static func connectOutlets(of controller: Controller, to nib: NibObjects) throws
}

extension UserControllerApp {
  /// The variant's facts: the class's name; no deployment target of its own is known, so runs
  /// below iOS 12, the oldest Xcode 16 builds for, are what-ifs [M].
  public static var info: VariantInfo {
    VariantInfo(
      name: className, shortName: shortName,
      abstract: "Your controller, from "
        + sourceFiles.map { String($0.split(separator: "/").last ?? "") }.joined(separator: ", "),
      nib: ControllerLayoutSwitches.nib(for: nil, declaresOutlets: declaresOutlets),
      deploymentTarget: IOSRelease(12), deviceFamily: .universal, defaultDevice: .iphone15,
      defaultRelease: IOSRelease(18))
  }

  /// The capitals of the class's name (`KVC` for `KeyboardViewController`), at most six.
  static var shortName: String {
    let capitals = className.filter(\.isUppercase)
    return String((capitals.isEmpty ? className : capitals).prefix(6))
  }

  public static var shippedSwitches: ControllerLayoutSwitches { ControllerLayoutSwitches() }

  public static func describe(_ switches: ControllerLayoutSwitches) -> [RunHeader.Switch] {
    switches.describe(declaresOutlets: declaresOutlets)
  }

  public static func nib(for switches: ControllerLayoutSwitches) -> SchmeeboardNib {
    ControllerLayoutSwitches.nib(for: switches.layout, declaresOutlets: declaresOutlets)
  }

  public static func makeController(
    switches: ControllerLayoutSwitches, connectedTo nib: NibObjects
  ) -> UIViewController {
    let controller = makeController()
    // `check(_:)` connected a controller to the same layout before any run.
    try? connectOutlets(of: controller, to: nib)
    return controller
  }

  /// Refuses a layout the outlets cannot be connected to, before anything runs.
  public static func check(_ switches: ControllerLayoutSwitches) throws(CommandFailure) {
    do {
      try connectOutlets(of: makeController(), to: nib(for: switches).instantiate())
    } catch {
      throw CommandFailure(.usage, "\(className): \(error)")
    }
  }

  /// One run, in a process of its own.
  public static func timeline(
    switches: ControllerLayoutSwitches, device: Device, release: IOSRelease, scenario: Scenario,
    assuming assumptions: Set<SystemRules.Rule>
  ) -> Timeline {
    IsolatedRun.timeline(
      of: Self.self, library: ControllerLibrary.path, arguments: switches.arguments,
      device: device, release: release, scenario: scenario, assuming: assumptions)
  }
}
