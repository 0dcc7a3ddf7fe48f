/// The devices the simulation models, with their screens and the iOS versions they ran
/// (`docs/behaviour-model.md` §2) [S]: the classic devices of the posts, then the notch era's
/// (§9).
public enum Device: String, CaseIterable, Sendable {
  case iphone4s
  case iphone5
  case iphone7
  case iphone7plus
  case ipad2
  case ipadair2
  /// A home button on modern iOS: the iPhone 7's screen, iOS 13 to 26.
  case iphonese2
  /// The first iPhone without a home button: a notch and a home indicator, iOS 11 to 16.
  case iphonex
  /// A current iPhone: the Dynamic Island and a home indicator, iOS 17 to 26.
  case iphone15
  /// An iPad without a home button, iOS 12 to 26.
  case ipadpro11

  /// The name people know it by: `iPhone 5`.
  public var displayName: String {
    switch self {
    case .iphone4s: "iPhone 4S"
    case .iphone5: "iPhone 5"
    case .iphone7: "iPhone 7"
    case .iphone7plus: "iPhone 7 Plus"
    case .ipad2: "iPad 2"
    case .ipadair2: "iPad Air 2"
    case .iphonese2: "iPhone SE (2nd generation)"
    case .iphonex: "iPhone X"
    case .iphone15: "iPhone 15"
    case .ipadpro11: "iPad Pro 11-inch"
    }
  }

  /// The screen in portrait, in points [S; the notch era's: Apple's Human Interface Guidelines,
  /// useyourloaf "Supporting iPhone X", hacknicity's iPhone 14 and iPad Pro articles].
  public var portraitScreen: CGSize {
    switch self {
    case .iphone4s: CGSize(width: 320, height: 480)
    case .iphone5: CGSize(width: 320, height: 568)
    case .iphone7, .iphonese2: CGSize(width: 375, height: 667)
    case .iphone7plus: CGSize(width: 414, height: 736)
    case .ipad2, .ipadair2: CGSize(width: 768, height: 1024)
    case .iphonex: CGSize(width: 375, height: 812)
    case .iphone15: CGSize(width: 393, height: 852)
    case .ipadpro11: CGSize(width: 834, height: 1194)
    }
  }

  /// Whether it is an iPhone or an iPad.
  public var isPad: Bool {
    switch self {
    case .ipad2, .ipadair2, .ipadpro11: true
    case .iphone4s, .iphone5, .iphone7, .iphone7plus, .iphonese2, .iphonex, .iphone15: false
    }
  }

  /// Whether it has a home button; the others have a home indicator at the screen's bottom
  /// instead, inside the safe area's bottom inset.
  public var hasHomeButton: Bool { safeArea == nil }

  /// The insets of the screen's safe area for a native app from iOS 11, in portrait and in
  /// landscape (`docs/behaviour-model.md` §9); `nil` for a device with a home button, whose only
  /// inset is the status bar's at the top, which no layout here pins to.
  public var safeArea: SafeArea? {
    switch self {
    case .iphone4s, .iphone5, .iphone7, .iphone7plus, .ipad2, .ipadair2, .iphonese2: nil
    // [S: useyourloaf "Supporting iPhone X"; qiita usagimaru: 375 × 734 portrait, 724 × 354
    // landscape.]
    case .iphonex:
      SafeArea(
        portrait: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
        landscape: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    // [1: hacknicity's iPhone 14 Pro article, 59 pt at the top; the bottom as the iPhone X's.]
    case .iphone15:
      SafeArea(
        portrait: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscape: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    // [M: the top is the status bar's 24 pt; the 20 pt home indicator is an inference, no source
    // states it.]
    case .ipadpro11:
      SafeArea(
        portrait: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscape: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }
  }

  /// Whether it can show two apps side by side (Split View, Slide Over), from iOS 9: the iPad Air 2
  /// and the iPad Pro could, the iPad 2 never could [A].
  public var supportsSplitView: Bool {
    self == .ipadair2 || self == .ipadpro11
  }

  /// Whether it can run Stage Manager, from iPadOS 16.1: the iPad Pro 11″, every generation [S:
  /// Apfelpatient-StageManager, reporting Apple's statement to Engadget]; the iPad Air 2 never ran
  /// iPadOS 16.
  public var supportsStageManager: Bool {
    self == .ipadpro11
  }

  /// The major iOS versions it shipped with and ran, to the last that supported it [S: Apple's
  /// compatibility lists]; iOS 19 to 25 were never released, 18 was followed by 26.
  public var osRange: ClosedRange<Int> {
    switch self {
    case .iphone4s: 5...9
    case .iphone5: 6...10
    case .iphone7, .iphone7plus: 10...15
    case .ipad2: 5...9
    case .ipadair2: 8...15
    case .iphonese2: 13...26
    case .iphonex: 11...16
    case .iphone15: 17...26
    case .ipadpro11: 12...26
    }
  }

  /// The iOS versions the simulation models for it, in order: the modelled ones in its range.
  public var modelledVersions: [Int] {
    IOSVersion.modelled.filter(osRange.contains)
  }

  /// The phones a release named with no device runs on, in order of preference: the first that
  /// ran it (`RunTarget.standard(for:)`), the iPhone 7, 5 and 4S, else the iPhone X and 15, the
  /// same for every variant, so that two variants' runs of `--os 9` compare one phone [M].
  public static let standardPhones: [Device] = [.iphone7, .iphone5, .iphone4s, .iphonex, .iphone15]
}
