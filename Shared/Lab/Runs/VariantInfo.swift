import SimulatedUIKit

/// What the command line and the header need to know about a variant.
nonisolated public struct VariantInfo: Sendable {
  /// The executable's name: `KeyboardSchmeeboard`.
  public var name: String
  /// A few letters for tables and merged timelines: `CS3`.
  public var shortName: String
  /// One line on what the original tried.
  public var abstract: String
  /// The original's interface file.
  public var nib: SchmeeboardNib
  /// The original's deployment target as its project spells it (`5.0`), and its major version.
  public var deploymentTarget: String
  /// The deployment target's major version (`5`): runs below it are marked as what-ifs.
  public var deploymentTargetMajor: Int
  /// The devices the original was built for (`TARGETED_DEVICE_FAMILY`): an iPhone-only app runs
  /// in compatibility mode on an iPad and zoomed on a phone it had no launch image for.
  public var deviceFamily: DeviceFamily
  /// The run `swift run <name>` makes with no options.
  public var defaultDevice: Device
  /// The major iOS version `swift run <name>` runs with no options.
  public var defaultOS: Int

  /// Creates a variant's facts; each parameter is the property of the same name.
  public init(
    name: String, shortName: String, abstract: String, nib: SchmeeboardNib,
    deploymentTarget: String,
    deploymentTargetMajor: Int, deviceFamily: DeviceFamily, defaultDevice: Device, defaultOS: Int
  ) {
    self.name = name
    self.shortName = shortName
    self.abstract = abstract
    self.nib = nib
    self.deploymentTarget = deploymentTarget
    self.deploymentTargetMajor = deploymentTargetMajor
    self.deviceFamily = deviceFamily
    self.defaultDevice = defaultDevice
    self.defaultOS = defaultOS
  }

  /// Whether a run on `os` is below the original's deployment target: a what-if the original
  /// could not have been installed for (`docs/behaviour-model.md` §2).
  public func isWhatIf(os: Int) -> Bool {
    os < deploymentTargetMajor
  }

  /// The line a run's header (or the matrix) prints for a what-if.
  public var whatIfNote: String {
    "what-if: below the original's deployment target, iOS \(deploymentTarget)"
  }
}
