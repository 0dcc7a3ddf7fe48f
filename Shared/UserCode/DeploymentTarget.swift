import SchmeeboardLab
import SimulatedIOS

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The oldest release the user's app runs on: `--deployment-target N`, or the release of the
/// newest API the code uses outside an availability check (the rewriter's requirements; on iOS
/// such a file compiles for no lower target), whichever is later. A run on a release below it is
/// `n/a`, with the reason. The driver puts both in the environment before it runs the command,
/// where the runs' processes, forked by the run server the driver starts (`RunServer`), read them.
///
/// Known to the lab: the keyboard layout guide (15), the safe area (11), property animators (10).
/// Without either, the target is iOS 12, the oldest Xcode 16 builds for, and runs below it are
/// what-ifs [M].
enum DeploymentTarget {
  /// The environment variable that carries `--deployment-target`.
  static let givenVariable = "SCHMEEBOARD_DEPLOYMENT_TARGET"
  /// The environment variable that carries the newest API used unchecked: `<release> <api>`.
  static let requiredVariable = "SCHMEEBOARD_REQUIRED_API"
  /// The releases `--deployment-target` takes: those the lab simulates.
  static let allowedMajors = IOSVersion.oldestModelled...IOSVersion.newestModelled
  /// The target when neither is known.
  static let assumed = IOSRelease(12)

  /// The given target, if any.
  static var given: Int? { getenv(givenVariable).flatMap { Int(String(cString: $0)) } }

  /// The newest API used outside an availability check, and its release, if any.
  static var required: (api: String, release: Int)? {
    guard let value = getenv(requiredVariable).map({ String(cString: $0) }),
      let space = value.firstIndex(of: " "), let release = Int(value[..<space])
    else { return nil }
    return (String(value[value.index(after: space)...]), release)
  }

  /// The app's deployment target.
  static var release: IOSRelease {
    let known = [given, required?.release].compactMap { $0 }
    return known.max().map { IOSRelease($0) } ?? assumed
  }

  /// Why a run on `release` cannot be, or `nil` when the app runs there.
  static func refusal(of release: IOSRelease) -> String? {
    let required = required
    if let required, release.major < required.release, required.release >= (given ?? 0) {
      return "calls \(required.api), which iOS \(release) lacks: the app's deployment target is "
        + "\(required.release) or later"
    }
    if let given, release.major < given {
      return "iOS \(release) is below the app's deployment target, iOS \(given) "
        + "(--deployment-target)"
    }
    return nil
  }

  /// `value` as a target, or a usage failure naming what is allowed.
  static func parse(_ value: String) throws(CommandFailure) -> Int {
    guard let major = Int(value), allowedMajors.contains(major) else {
      throw CommandFailure(
        .usage,
        "--deployment-target \(value) is not a release the lab simulates: give a major version "
          + "from \(allowedMajors.lowerBound) to \(allowedMajors.upperBound), such as 15")
    }
    return major
  }

  /// Sets the given target for this process and its children.
  static func set(given major: Int) {
    setenv(givenVariable, "\(major)", 1)
  }

  /// Sets the newest of `requirements` (the rewriter's) for this process and its children.
  static func set(requirements: [ManifestRequirement]) {
    guard let newest = requirements.max(by: { $0.release < $1.release }) else { return }
    setenv(requiredVariable, "\(newest.release) \(newest.api)", 1)
  }
}
