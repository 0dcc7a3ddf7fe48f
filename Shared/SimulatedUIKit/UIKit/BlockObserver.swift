/// The token `NotificationCenter.addObserver(forName:object:queue:using:)` returns for a block's
/// registration: the app keeps it to remove the registration [A].
final class BlockObserver: NSObject {
  /// How the timeline prints a call to a block observer, which has no method name.
  static let callName = "block observer"
}
