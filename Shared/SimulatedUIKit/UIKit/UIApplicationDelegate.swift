/// What UIKit tells of the app's life: an app's `AppDelegate` declares it [A]. Every method of
/// UIKit's protocol is optional, so an `AppDelegate` compiles against this empty one; the lab
/// calls none of them, since it launches the app itself (`LaunchObjects`) [M].
public protocol UIApplicationDelegate: AnyObject {}
