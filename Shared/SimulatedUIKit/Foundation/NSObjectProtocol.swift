/// Foundation's `NSObjectProtocol`: what every object of the Objective-C class roots answers.
///
/// Shared's own, as `NSObject` is. Foundation's `addObserver(forName:object:queue:using:)`
/// returns its token as one [A], which an app keeps only to hand back to `removeObserver(_:)`.
public protocol NSObjectProtocol: AnyObject {
  /// Whether `object` is equal to this object (by default: the same object) [A].
  func isEqual(_ object: Any?) -> Bool
  /// A number that equal objects share [A].
  var hash: Int { get }
  /// The object as text [A].
  var description: String { get }
}
