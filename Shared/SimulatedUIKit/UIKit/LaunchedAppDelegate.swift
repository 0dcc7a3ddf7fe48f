/// The app's delegate as the lab launches the app: not the app's own `AppDelegate`, which the lab
/// does not make (it makes the window and the controller itself), but one there is, as there is
/// in every app and in no app extension [A: an extension's `UIApplication` is unavailable]. Code
/// that asks `UIApplication.shared.delegate` to tell an app from an extension finds an app [M].
final class LaunchedAppDelegate: UIApplicationDelegate {}
