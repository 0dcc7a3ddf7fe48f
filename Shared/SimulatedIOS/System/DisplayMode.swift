import SimulatedUIKit

/// How an app appears on a device: natively, or as the iPhone an iPhone-only app believes it is
/// on (`docs/behaviour-model.md` §2) [S: the project files; G. Hackworth, "How iPhone-only Apps Appear on
/// iPad", 2019].
///
/// Every rule that depends on the device applies to the screen and idiom the app believes in [M].
public enum DisplayMode: Equatable, Sendable {
  /// The device's own screen and idiom.
  case native
  /// An iPhone-only app on an iPad: a 3.5-inch iPhone (320 × 480 points, the phone idiom),
  /// shown centred and scaled, never in Split View or Slide Over.
  case compatibility
  /// An iPhone-only app with no launch image for the screen (a phone with a home button larger
  /// than 4 inches, such as the iPhone 7, for the 2012 projects whose launch images stop at
  /// `Default-568h@2x.png`): a 4-inch iPhone (320 × 568 points), scaled up.
  case zoomed
  /// The same app on an iPhone without a home button (the iPhone X and later), which it has no
  /// launch image or storyboard for: the 4-inch iPhone it was built for, scaled to the screen's
  /// width and letterboxed, black above and below, with no safe area of its own [S: Apple's Human
  /// Interface Guidelines, "Adaptivity and Layout", 2017: without a launch storyboard an app runs
  /// letterboxed on iPhone X; M: the 4-inch size, from the 2012 projects' last launch image].
  case letterboxed

  /// How an app of `family` appears on `device`: a universal app natively, an iPhone-only app as
  /// the device's specification says (`DeviceSpecification.iPhoneAppMode`).
  public init(family: DeviceFamily, device: Device) {
    switch family {
    case .universal: self = .native
    case .iPhone: self = device.specification.iPhoneAppMode
    }
  }

  /// The screen the app believes it has, in portrait points.
  public func portraitScreen(on device: Device) -> CGSize {
    switch self {
    case .native: device.portraitScreen
    case .compatibility: CGSize(width: 320, height: 480)
    case .zoomed, .letterboxed: CGSize(width: 320, height: 568)
    }
  }

  /// The safe area the app sees on `device`: the device's, for an app shown natively on a device
  /// without a home button; none for one letterboxed or in compatibility mode (§9) [A:
  /// `safeAreaInsets`].
  public func safeArea(on device: Device) -> SafeArea? {
    self == .native ? device.safeArea : nil
  }

  /// Whether the app believes it is on an iPad.
  public func isPad(on device: Device) -> Bool {
    self == .native && device.isPad
  }

  /// The header's line for a mode other than native: `iPhone app in compatibility mode on iPad Air
  /// 2: a 320 × 480 iPhone, phone idiom`.
  public func headerNote(on device: Device) -> String? {
    let screen = portraitScreen(on: device)
    let size = "\(Int(screen.width)) × \(Int(screen.height))"
    switch self {
    case .native: return nil
    case .compatibility:
      return
        "iPhone app in compatibility mode on \(device.displayName): a \(size) iPhone, phone idiom"
    case .zoomed:
      return "iPhone app zoomed on \(device.displayName): a 4-inch iPhone, \(size)"
    case .letterboxed:
      return
        "iPhone app letterboxed on \(device.displayName): a 4-inch iPhone, \(size), no safe area"
    }
  }
}
