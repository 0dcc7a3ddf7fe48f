/// The devices the simulation models, with their screens and the iOS versions they ran
/// (`docs/behaviour-model.md` §2) [S].
public enum Device: String, CaseIterable, Sendable {
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

  /// Whether it can show two apps side by side (Split View, Slide Over), from iOS 9: the iPad Air 2
  /// could, the iPad 2 never could [A].
  public var supportsSplitView: Bool {
    self == .ipadair2
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

  /// The device to run `os` on when a version but no device was named: the newest of the iPhone
  /// 4S, 5 and 7 that ran it, the same for every variant, so that two variants' runs of `--os 9`
  /// compare one phone [M]. `--os 5` runs on the iPhone 4S, `--os 9` on the iPhone 5.
  public static func standard(for os: Int) -> Device? {
    [Device.iphone7, .iphone5, .iphone4s].first { $0.modelledVersions.contains(os) }
  }
}
