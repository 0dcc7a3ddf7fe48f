/// An iOS release as scenarios and `--os` name it: a major version (`8`), or one of the point
/// releases a rule depends on (`8.3`). A whole number means the major version as it always has;
/// a point release is modelled only where some rule of `SystemRules` needs it.
public struct IOSRelease: Equatable, Hashable, Codable, Sendable, CustomStringConvertible {
  /// The major version: 5 to 11.
  public var major: Int
  /// The point release within it; 0 for the major version itself.
  public var minor: Int

  /// The release `major.minor`; `minor` 0 is the major version itself.
  public init(_ major: Int, _ minor: Int = 0) {
    self.major = major
    self.minor = minor
  }

  /// The point releases some rule depends on, in order: the one list `--os`, scenario files and
  /// their messages share. iOS 8.3 posts the rotation's keyboard hide and show twice on iPad
  /// (`SystemRules.rotationPostsKeyboardPairTwice`); from iOS 16.1 the keyboard notifications name
  /// the screen as their object (`SystemRules.keyboardNotificationObjectIsScreen`).
  public static let pointReleases = [IOSRelease(8, 3), IOSRelease(16, 1)]

  /// Whether this release is `other` or later.
  public func isAtLeast(_ other: IOSRelease) -> Bool {
    (major, minor) >= (other.major, other.minor)
  }

  /// `8` or `8.3`.
  public var description: String {
    minor == 0 ? String(major) : "\(major).\(minor)"
  }

  /// The release as a project's settings spell it, the minor always written: `5.0`, `10.2`.
  public var projectSpelling: String {
    "\(major).\(minor)"
  }

  /// The point releases, as a message lists them: `8.3`.
  public static var pointReleaseList: String {
    pointReleases.map(\.description).joined(separator: ", ")
  }
}
