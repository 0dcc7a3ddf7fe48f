import SimulatedUIKit

/// The devices the simulation models, each with every fact of it in one value, its
/// `specification` (`docs/behaviour-model.md` §2, §9): the classic devices of the posts, then the
/// notch era's (§9). A device is added here: its case and its specification.
public enum Device: String, CaseIterable, Codable, Sendable {
  case iphone4s
  case iphone5
  case iphone7
  case iphone7plus
  case ipad2
  case ipadair2
  /// A home button on modern iOS: the iPhone 7's screen.
  case iphonese2
  /// The first iPhone without a home button: a notch and a home indicator.
  case iphonex
  /// A current iPhone: the Dynamic Island and a home indicator.
  case iphone15
  /// An iPad without a home button.
  case ipadpro11

  /// Every fact of the device: its names, screen, idiom, safe area, how an iPhone-only app is
  /// shown on it, what it can run beside an app, and the releases it ran. What each fact means and
  /// rests on is said in `DeviceSpecification`; a source of one device's fact is beside it.
  public var specification: DeviceSpecification {
    switch self {
    case .iphone4s:
      DeviceSpecification(
        displayName: "iPhone 4S", shortName: "4S", idiom: .phone,
        portraitScreen: CGSize(width: 320, height: 480), scale: 2, safeArea: nil,
        iPhoneAppMode: .native, splitView: false, stageManager: false,
        releases: .ended(5...9))
    case .iphone5:
      DeviceSpecification(
        displayName: "iPhone 5", shortName: "5", idiom: .phone,
        portraitScreen: CGSize(width: 320, height: 568), scale: 2, safeArea: nil,
        iPhoneAppMode: .native, splitView: false, stageManager: false,
        releases: .ended(6...10))
    case .iphone7:
      DeviceSpecification(
        displayName: "iPhone 7", shortName: "7", idiom: .phone,
        portraitScreen: CGSize(width: 375, height: 667), scale: 2, safeArea: nil,
        iPhoneAppMode: .zoomed, splitView: false, stageManager: false,
        releases: .ended(10...15))
    case .iphone7plus:
      DeviceSpecification(
        displayName: "iPhone 7 Plus", shortName: "7+", idiom: .phone,
        portraitScreen: CGSize(width: 414, height: 736), scale: 3, safeArea: nil,
        iPhoneAppMode: .zoomed, splitView: false, stageManager: false,
        releases: .ended(10...15))
    case .ipad2:
      DeviceSpecification(
        displayName: "iPad 2", shortName: "iPad2", idiom: .pad,
        portraitScreen: CGSize(width: 768, height: 1024), scale: 1, safeArea: nil,
        iPhoneAppMode: .compatibility,
        // [A: it never could show two apps side by side.]
        splitView: false, stageManager: false,
        releases: .ended(5...9))
    case .ipadair2:
      DeviceSpecification(
        displayName: "iPad Air 2", shortName: "Air2", idiom: .pad,
        portraitScreen: CGSize(width: 768, height: 1024), scale: 2, safeArea: nil,
        iPhoneAppMode: .compatibility,
        // [A: Split View and Slide Over from iOS 9; it never ran iPadOS 16, so never Stage
        // Manager.]
        splitView: true, stageManager: false,
        releases: .ended(8...15))
    case .iphonese2:
      DeviceSpecification(
        displayName: "iPhone SE (2nd generation)", shortName: "SE2", idiom: .phone,
        portraitScreen: CGSize(width: 375, height: 667), scale: 2, safeArea: nil,
        iPhoneAppMode: .zoomed, splitView: false, stageManager: false,
        releases: .toTheNewest(from: 13))
    case .iphonex:
      DeviceSpecification(
        displayName: "iPhone X", shortName: "X", idiom: .phone,
        portraitScreen: CGSize(width: 375, height: 812), scale: 3,
        // [S: useyourloaf "Supporting iPhone X"; qiita usagimaru: 375 × 734 portrait, 724 × 354
        // landscape.]
        safeArea: SafeArea(
          portrait: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
          landscape: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
        iPhoneAppMode: .letterboxed, splitView: false, stageManager: false,
        releases: .ended(11...16))
    case .iphone15:
      DeviceSpecification(
        displayName: "iPhone 15", shortName: "15", idiom: .phone,
        portraitScreen: CGSize(width: 393, height: 852), scale: 3,
        // [1: hacknicity's iPhone 14 Pro article, 59 pt at the top; the bottom as the iPhone X's.]
        safeArea: SafeArea(
          portrait: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
          landscape: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
        iPhoneAppMode: .letterboxed, splitView: false, stageManager: false,
        releases: .toTheNewest(from: 17))
    case .ipadpro11:
      DeviceSpecification(
        displayName: "iPad Pro 11-inch", shortName: "Pro11", idiom: .pad,
        portraitScreen: CGSize(width: 834, height: 1194), scale: 2,
        // [M: the top is the status bar's 24 pt; the 20 pt home indicator is an inference, no
        // source states it.]
        safeArea: SafeArea(
          portrait: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
          landscape: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        iPhoneAppMode: .compatibility,
        // Split View [A]; Stage Manager, every generation [S: Apfelpatient-StageManager,
        // reporting Apple's statement to Engadget].
        splitView: true, stageManager: true,
        releases: .toTheNewest(from: 12))
    }
  }

  /// The name people know it by: `iPhone 5`.
  public var displayName: String { specification.displayName }

  /// The screen in portrait, in points.
  public var portraitScreen: CGSize { specification.portraitScreen }

  /// Whether it is an iPad rather than an iPhone.
  public var isPad: Bool { specification.idiom == .pad }

  /// The insets of the screen's safe area for a native app from iOS 11; `nil` with a home button.
  public var safeArea: SafeArea? { specification.safeArea }

  /// Whether it has a home button; the others have a home indicator at the screen's bottom
  /// instead, inside the safe area's bottom inset.
  public var hasHomeButton: Bool { safeArea == nil }

  /// Pixels per point on its screen.
  var screenScale: Double { specification.scale }

  /// Whether it can show two apps side by side (Split View, Slide Over), from iOS 9.
  public var supportsSplitView: Bool { specification.splitView }

  /// Whether it can run Stage Manager, from iPadOS 16.1.
  public var supportsStageManager: Bool { specification.stageManager }

  /// The iOS versions the simulation models for it, in order: the modelled ones it ran.
  public var modelledVersions: [Int] {
    IOSVersion.modelled.filter(models)
  }

  /// Whether the simulation models iOS `major` on it (one of `modelledVersions`), asked of every
  /// run without making the list.
  public func models(_ major: Int) -> Bool {
    IOSVersion.modelled.contains(major) && specification.releases.contains(major)
  }

  /// The phones a release named with no device runs on, in order of preference: the first that
  /// ran it (`RunTarget.standard(for:)`), the iPhone 7, 5 and 4S, else the iPhone X and 15, the
  /// same for every variant, so that two variants' runs of `--os 9` compare one phone [M].
  public static let standardPhones: [Device] = [.iphone7, .iphone5, .iphone4s, .iphonex, .iphone15]
}
