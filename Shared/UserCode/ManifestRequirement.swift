/// A use of an API that iOS added in `release`, outside any availability check of that release: on
/// iOS such a file compiles only for a deployment target of `release` or later, so the lab runs it
/// on no release below (`schmeeboard --controller` judges those `n/a`).
public struct ManifestRequirement: Codable, Sendable, Equatable {
  /// The API as written: `keyboardLayoutGuide`.
  public let api: String
  /// The major release that added it.
  public let release: Int
  /// The user's file, and the line of the use there.
  public let file: String
  public let line: Int
}
