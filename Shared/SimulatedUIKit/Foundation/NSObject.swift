/// Foundation's `NSObject`: the root class of the Objective-C class trees that `UIResponder`,
/// `NSValue` and an app's own helpers descend from [A].
///
/// Shared's own, so that the executables need only `FoundationEssentials` (where `NSObject` is
/// not). As Foundation's, it is `Equatable` and `Hashable` through `isEqual(_:)` and `hash`, which
/// compare identity unless a subclass overrides them [A]. `description` names the class without
/// Foundation's address, so that a run prints the same bytes every time [M].
open class NSObject: NSObjectProtocol, Hashable, CustomStringConvertible {
  /// An object.
  public init() {}

  /// Whether `object` is this very object, unless a subclass says otherwise [A].
  open func isEqual(_ object: Any?) -> Bool {
    guard let object = object as? NSObject else { return false }
    return object === self
  }

  /// The object's identity as a number, unless a subclass says otherwise [A].
  open var hash: Int { ObjectIdentifier(self).hashValue }

  /// `<ClassName>` [M: Foundation adds the address, which changes from run to run].
  open var description: String { "<\(type(of: self))>" }

  /// `isEqual(_:)`, as Foundation's `==` for objects [A].
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool {
    lhs.isEqual(rhs)
  }

  /// Hashes `hash`, as Foundation does [A].
  public func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}
