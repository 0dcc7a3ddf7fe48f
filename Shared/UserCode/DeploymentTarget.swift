import ArgumentParser
import SchmeeboardLab
import SimulatedIOS
import Synchronization

/// The oldest release the user's app runs on: `--deployment-target N`, or the release of the
/// newest API the code uses outside an availability check (the rewriter's requirements; on iOS
/// such a file compiles for no lower target), whichever is later. A run on a release below it is
/// `n/a`, with the reason. The driver sets both (`current`) before it runs the command; each run's
/// request carries them to the run's process (`IsolatedRun.Request`), which sets them before it
/// runs.
///
/// Known to the lab: the keyboard layout guide (15), the safe area (11), property animators (10).
/// Without either, the target is iOS 12, the oldest Xcode 16 builds for, and runs below it are
/// what-ifs [M].
struct DeploymentTarget: Codable, Equatable, Sendable {
  /// The newest API the code uses outside an availability check, and the release that added it.
  struct RequiredAPI: Codable, Equatable, Sendable {
    /// The API as written: `keyboardLayoutGuide`.
    var api: String
    /// The major release that added it.
    var release: Int
  }

  /// `--deployment-target`'s release, if given.
  var given: Int?
  /// The newest API used outside an availability check, if any.
  var required: RequiredAPI?

  /// The target when neither is known.
  static let assumed = IOSRelease(12)

  /// This process's: the driver's command's, or the run's its request carries.
  static var current: DeploymentTarget {
    get { state.withLock { $0 } }
    set { state.withLock { $0 = newValue } }
  }

  /// Where `current` is kept.
  private static let state = Mutex(DeploymentTarget())

  /// The app's deployment target.
  var release: IOSRelease {
    let known = [given, required?.release].compactMap { $0 }
    return known.max().map { IOSRelease($0) } ?? Self.assumed
  }

  /// Why a run on `release` cannot be, or `nil` when the app runs there.
  func refusal(of release: IOSRelease) -> String? {
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

  /// The newest of `requirements` (the rewriter's), kept as the API that sets the target.
  mutating func require(_ requirements: [ManifestRequirement]) {
    guard let newest = requirements.max(by: { $0.release < $1.release }) else { return }
    required = RequiredAPI(api: newest.api, release: newest.release)
  }

  /// `value` as a target's major release, one the lab simulates (`IOSVersion.modelled`: iOS 19 to
  /// 25 never existed, so `20` is refused as `--os 20` is); throws what is allowed, which argument-parser prints
  /// after its own words: `The value '4' is invalid for '--deployment-target <major>': …`.
  static func major(parsing value: String) throws(ValidationError) -> Int {
    guard let major = Int(value), IOSVersion.modelled.contains(major) else {
      throw ValidationError(
        "not a release the lab simulates; give a major version from "
          + "\(IOSVersion.modelledSpelled), such as 15")
    }
    return major
  }
}
