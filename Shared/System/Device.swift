import Foundation

/// The devices the simulation models, with their screens and the iOS versions they ran
/// (`ios-model.md` §2) [S].
nonisolated public enum Device: String, CaseIterable, Sendable {
  case iphone4s
  case iphone5
  case iphone7
  case iphone7plus
  case ipad2
  case ipadair2

  /// The name people know it by: `iPhone 5`.
  public var displayName: String {
    switch self {
    case .iphone4s: "iPhone 4S"
    case .iphone5: "iPhone 5"
    case .iphone7: "iPhone 7"
    case .iphone7plus: "iPhone 7 Plus"
    case .ipad2: "iPad 2"
    case .ipadair2: "iPad Air 2"
    }
  }

  /// The screen in portrait, in points [S].
  public var portraitScreen: CGSize {
    switch self {
    case .iphone4s: CGSize(width: 320, height: 480)
    case .iphone5: CGSize(width: 320, height: 568)
    case .iphone7: CGSize(width: 375, height: 667)
    case .iphone7plus: CGSize(width: 414, height: 736)
    case .ipad2, .ipadair2: CGSize(width: 768, height: 1024)
    }
  }

  /// Whether it is an iPhone or an iPad.
  public var isPad: Bool {
    self == .ipad2 || self == .ipadair2
  }

  /// The major iOS versions it ran [S].
  public var osRange: ClosedRange<Int> {
    switch self {
    case .iphone4s: 5...9
    case .iphone5: 6...10
    case .iphone7, .iphone7plus: 10...13
    case .ipad2: 5...9
    case .ipadair2: 8...13
    }
  }

  /// The iOS versions the simulation models for it: its range, up to 11 ("11 and later").
  public var modelledVersions: ClosedRange<Int> {
    osRange.lowerBound...min(osRange.upperBound, IOSVersion.newestModelled)
  }

  /// The device to run `os` on when none was named: `self` if it ran `os`, else the first device
  /// of the same kind (iPhone or iPad) that did, else the first that did. `--os 5` on a variant
  /// whose default is the iPhone 5 runs on the iPhone 4S.
  public func substitute(for os: Int) -> Device? {
    if modelledVersions.contains(os) { return self }
    let candidates = Device.allCases.filter { $0.modelledVersions.contains(os) }
    return candidates.first { $0.isPad == isPad } ?? candidates.first
  }
}
