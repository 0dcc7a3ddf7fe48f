import SimulatedUIKit

/// The rules for a navigation controller's bar (`UINavigationController`): its height, and whether
/// the content runs under it.
extension SystemRules.Rule {
  /// This file's rules, in the order `--list-rules` prints them.
  static let navigationBars: [Self] = [
    .navigationBarHeight,
    .barsAreTranslucentByDefault,
  ]
}

extension SystemRules.Rule {
  /// A navigation bar is 44 pt tall, below the status bar; on an iPhone it is 32 pt in landscape,
  /// on an iPad it keeps its height when turned [S: UINavigationBar's class reference, "on
  /// iPhone, changing the device orientation from portrait to landscape can change the height of
  /// the navigation bar … on iPad, the height … does not change with rotation", as the Stack
  /// Overflow tag quotes it; NavBar-Metrics's 44 and 32]; from iOS 12 an iPad's is 50 pt [1:
  /// Hackworth-iPadBars, for apps built with the iOS 12 SDK, as every app counts as built for the
  /// release it runs on]. The device is the one the app believes it is on (an iPhone app on an
  /// iPad has an iPhone's bar) [M].
  public static let navigationBarHeight = Self(
    "navigationBarHeight", tag: .several, section: "§9",
    statement: "A navigation controller's bar is 44 pt tall, below the status bar, and 32 pt "
      + "on an iPhone in landscape; an iPad's keeps its height when turned, 50 pt from iOS 12 [1]. "
      + "From iOS 11 its bottom is the top of its top controller's safe area.",
    sources: ["Apple-UINavigationBar-Rotation", "NavBar-Metrics", "Hackworth-iPadBars"],
    describedSources: [
      RuleEvidence.Source(
        key: "Apple-UINavigationBar-Rotation",
        description: "`UINavigationBar`'s class reference as the Stack Overflow tag "
          + "[uinavigationbar] quotes it: on iPhone, turning to landscape can change the bar's "
          + "height; on iPad, rotation changes neither its height nor its translucency "
          + "(https://stackoverflow.com/questions/tagged/uinavigationbar)"),
      RuleEvidence.Source(
        key: "NavBar-Metrics",
        description: "\"UINavigationController usage summary\": the status bar 20 pt, the "
          + "navigation bar 44 pt, 32 pt in landscape "
          + "(https://topic.alibabacloud.com/a/"
          + "uinavigationcontroller-usage-summary_8_8_32362912.html)"),
      RuleEvidence.Source(
        key: "Hackworth-iPadBars",
        description: "Geoff Hackworth, \"iPad Navigation Bar and Toolbar Height Changes in iOS "
          + "12\" (2018): 44 pt built with the iOS 11 SDK, 50 pt with iOS 12's "
          + "(https://hacknicity.medium.com/"
          + "ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4)"),
    ],
    alternative: "A navigation bar is 44 pt tall on every device, in every orientation and "
      + "release.",
    answer: { rules in
      UIInterfaceOrientation.allCases.map { "\(rules.navigationBarHeight(in: $0))" }
        .joined(separator: " ")
    })

  /// From iOS 7 a navigation bar is translucent by default and the top controller's view runs
  /// under it, to the navigation controller's top; before iOS 7 the bar is opaque by default and
  /// the view starts below it [A: `UIViewController.extendedLayoutIncludesOpaqueBars`, "bars are
  /// translucent by default in iOS 7.0"; `UINavigationBar.h`, translucent "default is NO on iOS 6
  /// and earlier"; `edgesForExtendedLayout`, all edges by default].
  public static let barsAreTranslucentByDefault = Self(
    "barsAreTranslucentByDefault", tag: .apple, section: "§9",
    statement: "From iOS 7 a navigation bar is translucent unless the app says otherwise, and "
      + "the top controller's view runs under it to the top of the screen; before iOS 7 the bar "
      + "is opaque and the view starts below it.",
    sources: ["Apple-ExtendedLayoutIncludesOpaqueBars", "Apple-UINavigationBar-Header"],
    describedSources: [
      RuleEvidence.Source(
        key: "Apple-ExtendedLayoutIncludesOpaqueBars",
        description: "`UIViewController.extendedLayoutIncludesOpaqueBars` (iOS 7): \"bars are "
          + "translucent by default in iOS 7.0\" "
          + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/"
          + "extendedlayoutincludesopaquebars)"),
      RuleEvidence.Source(
        key: "Apple-UINavigationBar-Header",
        description: "UIKit's `UINavigationBar.h`, `translucent`: new behaviour on iOS 7, "
          + "default YES; \"default is NO on iOS 6 and earlier\""),
    ],
    alternative: "Navigation bars are opaque by default on every release: the top controller's "
      + "view always starts below the bar.",
    answer: { "\($0.barsAreTranslucentByDefault)" })
}

extension SystemRules {
  /// The navigation bar's height in `orientation` (`navigationBarHeight`).
  func navigationBarHeight(in orientation: UIInterfaceOrientation) -> Double {
    let phoneLandscape = !isPad && orientation.isLandscape
    let padFromTwelve = isPad && os >= 12
    return number(
      .navigationBarHeight, phoneLandscape ? 32 : padFromTwelve ? 50 : 44, else: 44)
  }

  var barsAreTranslucentByDefault: Bool { holds(.barsAreTranslucentByDefault, os >= 7) }

  /// Whether views have a safe area at all: from iOS 11, where `safeAreaInsets` arrived [A].
  var hasSafeAreas: Bool { os >= 11 }

  /// The status bar's height over a full-screen root view in `orientation`, where a bar below it
  /// starts: none where it is hidden (`hidesStatusBarInLandscape`), the device's own safe area's
  /// top where it has one (the sensor housing's, which stays when the app hides the bar), else
  /// 20 pt (`rootViewBelowStatusBar`'s bar), or none where the app's preference hides it
  /// (`statusBarHiddenByApp`, `appDecidesStatusBar`).
  func statusBarHeight(in orientation: UIInterfaceOrientation, statusBarHiddenByApp: Bool)
    -> Double
  {
    if orientation.isLandscape && hidesStatusBarInLandscape { return 0 }
    if let safeArea { return Double(safeArea.insets(in: orientation).top) }
    return statusBarHiddenByApp ? 0 : 20
  }
}
