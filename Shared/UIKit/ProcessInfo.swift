import FoundationEssentials
import SimulatedUIKit

/// The process as an app's file sees it: Foundation's `ProcessInfo`, except that the operating
/// system is the release the run simulates, as on a device, where on Linux it would be the
/// kernel's: `operatingSystemVersion` (12.0.0 on iOS 12), `isOperatingSystemAtLeast(_:)` and
/// `operatingSystemVersionString`. Declared in this module, it shadows Foundation's for a file
/// that imports `UIKit` (as `NotificationCenter` does); the rest is Foundation's answer.
public final class ProcessInfo: Sendable {
  /// The process's one instance.
  public static let processInfo = ProcessInfo()

  private var foundation: FoundationEssentials.ProcessInfo { .processInfo }

  /// The run's release, with a patch version of 0 [M].
  public var operatingSystemVersion: OperatingSystemVersion {
    let release = UIDevice.current.release
    return OperatingSystemVersion(
      majorVersion: release.major, minorVersion: release.minor, patchVersion: 0)
  }

  /// `Version 12.0`, as iOS begins it [A] (without the build number, which the lab does not
  /// model).
  public var operatingSystemVersionString: String {
    "Version \(UIDevice.current.systemVersion)"
  }

  /// Whether the run's release is `version` or later.
  public func isOperatingSystemAtLeast(_ version: OperatingSystemVersion) -> Bool {
    let running = operatingSystemVersion
    return (running.majorVersion, running.minorVersion, running.patchVersion)
      >= (version.majorVersion, version.minorVersion, version.patchVersion)
  }

  /// The process's environment variables (Foundation's).
  public var environment: [String: String] { foundation.environment }
  /// The process's arguments (Foundation's).
  public var arguments: [String] { foundation.arguments }
  /// The process's name (Foundation's).
  public var processName: String { foundation.processName }
  /// The process's identifier (Foundation's).
  public var processIdentifier: Int32 { foundation.processIdentifier }
  /// A string unique to this call (Foundation's).
  public var globallyUniqueString: String { foundation.globallyUniqueString }
  /// The number of processors (Foundation's).
  public var activeProcessorCount: Int { foundation.activeProcessorCount }
}
