/// A scene: one instance of the app's interface (iOS 13 and later) [A]. The app has one, a
/// `UIWindowScene`.
open class UIScene: UIResponder {}
