import SimulatedUIKit

/// What the command line and the header need to know about a variant.
public struct VariantInfo: Sendable {
  /// The executable's name: `KeyboardSchmeeboard`.
  public var name: String
  /// A few letters for tables and merged timelines: `CS3`.
  public var shortName: String
  /// One line on what the original tried.
  public var abstract: String
  /// The original's interface file.
  public var nib: SchmeeboardNib
  /// The original's deployment target (`IPHONEOS_DEPLOYMENT_TARGET`): runs on an older major
  /// version are what-ifs.
  public var deploymentTarget: IOSRelease
  /// The devices the original was built for (`TARGETED_DEVICE_FAMILY`): an iPhone-only app runs
  /// in compatibility mode on an iPad and zoomed on a phone it had no launch image for.
  public var deviceFamily: DeviceFamily
  /// The run `swift run <name>` makes with no options.
  public var defaultDevice: Device
  /// The iOS release `swift run <name>` runs with no options.
  public var defaultRelease: IOSRelease

  /// Creates a variant's facts; each parameter is the property of the same name.
  public init(
    name: String, shortName: String, abstract: String, nib: SchmeeboardNib,
    deploymentTarget: IOSRelease, deviceFamily: DeviceFamily, defaultDevice: Device,
    defaultRelease: IOSRelease
  ) {
    self.name = name
    self.shortName = shortName
    self.abstract = abstract
    self.nib = nib
    self.deploymentTarget = deploymentTarget
    self.deviceFamily = deviceFamily
    self.defaultDevice = defaultDevice
    self.defaultRelease = defaultRelease
  }

  /// Whether a run on `release` is below the original's deployment target's major version: a
  /// what-if the original could not have been installed for (`docs/behaviour-model.md` §2).
  public func isWhatIf(_ release: IOSRelease) -> Bool {
    release.major < deploymentTarget.major
  }

  /// The line a run's header (or the matrix) prints for a what-if.
  public var whatIfNote: String {
    "what-if: below the original's deployment target, iOS \(deploymentTarget.projectSpelling)"
  }
}
