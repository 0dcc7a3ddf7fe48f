// The application's life-cycle notifications as Swift 4.2 and later spell them, members of
// `UIApplication` [A: `UIApplication.didBecomeActiveNotification` and its three companions], and
// the launch options' key type.
//
// The simulation posts the four at the scenario's `app background` and `app foreground` steps, in
// the order iOS does (`SystemRules.keyboardPostsWhileAppIsInactive`); the timeline prints them
// when the app observes them.

extension UIApplication {
  /// `UIApplicationWillResignActiveNotification`: the app is about to stop receiving events
  /// (first of the two on the way to the background) [A].
  public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  /// `UIApplicationDidEnterBackgroundNotification`: the app has left the screen [A].
  public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// `UIApplicationWillEnterForegroundNotification`: the app is about to come back on screen
  /// (first of the two on the way back) [A].
  public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// `UIApplicationDidBecomeActiveNotification`: the app receives events again [A].
  public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")

  /// A key of the options an app is launched with (`application(_:didFinishLaunchingWithOptions:)`)
  /// [A]. The lab launches an app with none: no launch options dictionary is ever passed.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }
  }
}
