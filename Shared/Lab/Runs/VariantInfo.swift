import SimulatedIOS
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
  /// The device and iOS release `swift run <name>` runs on with no options.
  public var defaultTarget: RunTarget
  /// The command that runs the variant with no options, which the examples of its `--help`
  /// extend: `swift run CorrectedSchmeeboard3`, or for a controller of a user's own, the driver's
  /// command naming its files.
  public var invocation: String
  /// Whether the original was built for 32-bit devices only, as Xcode 4.5 built the 2012 projects
  /// (`LastUpgradeCheck = 0450`, no `ARCHS` of their own): such a build does not launch on iOS 11
  /// and later, which runs 64-bit apps only [S: Apple's iOS 11 release notes], so a run there is a
  /// what-if of a rebuilt app (`docs/behaviour-model.md` §9).
  public var isThirtyTwoBitBuild: Bool

  /// Creates a variant's facts; each parameter is the property of the same name, and
  /// `invocation` is `swift run <name>` unless given.
  public init(
    name: String, shortName: String, abstract: String, nib: SchmeeboardNib,
    deploymentTarget: IOSRelease, deviceFamily: DeviceFamily, defaultTarget: RunTarget,
    isThirtyTwoBitBuild: Bool = false, invocation: String? = nil
  ) {
    self.name = name
    self.shortName = shortName
    self.abstract = abstract
    self.nib = nib
    self.deploymentTarget = deploymentTarget
    self.deviceFamily = deviceFamily
    self.defaultTarget = defaultTarget
    self.isThirtyTwoBitBuild = isThirtyTwoBitBuild
    self.invocation = invocation ?? "swift run \(name)"
  }

  /// The first major version that runs 64-bit apps only.
  static let firstSixtyFourBitOnlyRelease = 11

  /// Whether a run on `release` is a what-if: below the original's deployment target's major
  /// version, which it could not have been installed on (`docs/behaviour-model.md` §2), or, for a
  /// 32-bit build, on iOS 11 or later, where it does not launch unless rebuilt (§9).
  public func isWhatIf(_ release: IOSRelease) -> Bool {
    whatIfNote(for: release) != nil
  }

  /// The line a run's header (or the matrix) prints for a what-if on `release`; `nil` for a run
  /// the original could have made.
  public func whatIfNote(for release: IOSRelease) -> String? {
    // A major version stands for all of its releases (10 for 10.2), but a modelled point release
    // (16.1) is set apart from its major version's first release.
    let isModelledPointRelease = IOSRelease.pointReleases.contains(deploymentTarget)
    if release.major < deploymentTarget.major
      || (isModelledPointRelease && !release.isAtLeast(deploymentTarget))
    {
      return
        "what-if: below the original's deployment target, iOS \(deploymentTarget.projectSpelling)"
    }
    if isThirtyTwoBitBuild, release.major >= Self.firstSixtyFourBitOnlyRelease {
      return "what-if: a rebuild; the original's 32-bit build does not launch on iOS "
        + "\(Self.firstSixtyFourBitOnlyRelease) and later"
    }
    return nil
  }

  /// The what-if notes of the runs on `releases`, each once, in the order the releases first need
  /// it.
  public func whatIfNotes(for releases: [IOSRelease]) -> [String] {
    var notes: [String] = []
    for note in releases.compactMap(whatIfNote(for:)) where !notes.contains(note) {
      notes.append(note)
    }
    return notes
  }
}
