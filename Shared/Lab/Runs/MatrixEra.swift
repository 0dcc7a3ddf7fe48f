import SimulatedIOS
import SimulatedUIKit

/// The two parts of `MATRIX.md`: the posts' devices on iOS 5 to 11, as the samples knew them, and
/// the modern era that followed: iOS 12 and later, and every device that shipped with iOS 11 or
/// later (`docs/behaviour-model.md` §9).
public enum MatrixEra: CaseIterable, Sendable {
  /// The devices that shipped before iOS 11, on iOS 5 to 11.
  case posts
  /// iOS 12 and later, and the devices that shipped with iOS 11 or later.
  case modern

  /// The last major version of the posts' era.
  static let lastOfThePosts = 11

  /// The modelled releases of the modern era, those after iOS 11, as a sentence lists them
  /// (`IOSVersion.spelled`).
  public static var modernReleases: String {
    IOSVersion.spelled(IOSVersion.modelled.filter { $0 > lastOfThePosts })
  }

  /// The era a run on `target` belongs to: the posts' for a device of theirs on iOS 11 or before.
  public init(_ target: RunTarget) {
    let postsDevice = MatrixEra(shippedWith: target.device) == .posts
    self = postsDevice && target.release.major <= Self.lastOfThePosts ? .posts : .modern
  }

  /// The era `device` shipped in: the posts' if it shipped before iOS 11
  /// (`docs/behaviour-model.md` §2; the others, §9).
  public init(shippedWith device: Device) {
    self = device.specification.releases.first < Self.lastOfThePosts ? .posts : .modern
  }
}
