import Foundation

/// Foundation's hash table of objects, which Foundation on Linux leaves out: a set of objects held
/// weakly (`weakObjects()`) or strongly (`strongObjects()`) [A: Apple-NSHashTable]. Apps keep
/// their delegates in a weak one, so that a delegate gone is gone from it, as a multicast
/// delegate does.
///
/// It needs no Objective-C runtime: membership is `isEqual(_:)` for an `NSObject`, as a table of
/// objects compares them [A: Apple-NSHashTable, "object personality"], and identity for any other
/// class. An object held weakly and gone is gone from `allObjects`, `count`, `anyObject` and
/// `contains(_:)` at once [M]. `allObjects` lists the objects in the order they were added [M:
/// Foundation's order follows the hashes and is unspecified; the lab's keeps runs the same].
/// Options, pointer functions, set algebra and fast enumeration are not modelled
/// (docs/uikit-surface.md). Declared in the `UIKit` module, which every file of the app's sees (the
/// driver imports it into each), so that a file that imports Foundation alone finds it, as on iOS
/// it finds Foundation's; Foundation on Linux declares none to clash with it.
public final class NSHashTable<ObjectType: AnyObject>: NSObject {
  /// One member: held weakly or strongly, as the table holds its objects.
  private struct Entry {
    weak var weakObject: ObjectType?
    let strongObject: ObjectType?

    var object: ObjectType? { strongObject ?? weakObject }
  }

  private let holdsWeakly: Bool
  private var entries: [Entry] = []

  private init(holdsWeakly: Bool) {
    self.holdsWeakly = holdsWeakly
    super.init()
  }

  /// A table that holds its objects weakly: an object released elsewhere leaves it [A].
  public static func weakObjects() -> NSHashTable<ObjectType> {
    NSHashTable(holdsWeakly: true)
  }

  /// A table that holds its objects strongly, keeping them alive [A].
  public static func strongObjects() -> NSHashTable<ObjectType> {
    NSHashTable(holdsWeakly: false)
  }

  /// The objects in the table, those still alive.
  public var allObjects: [ObjectType] {
    entries.compactMap(\.object)
  }

  /// How many objects the table holds.
  public var count: Int {
    allObjects.count
  }

  /// One of the objects, or `nil` when the table holds none [A]: the first added [M].
  public var anyObject: ObjectType? {
    allObjects.first
  }

  /// Adds `object`, unless the table holds it (or an object equal to it) already; `nil` adds
  /// nothing [A].
  public func add(_ object: ObjectType?) {
    guard let object, !contains(object) else { return }
    entries.removeAll { $0.object == nil }
    entries.append(
      holdsWeakly
        ? Entry(weakObject: object, strongObject: nil) : Entry(strongObject: object))
  }

  /// Removes `object` (or the object equal to it), if the table holds it [A].
  public func remove(_ object: ObjectType?) {
    guard let object else { return }
    entries.removeAll { entry in
      entry.object.map { Self.isMember($0, equalTo: object) } ?? true
    }
  }

  /// Whether the table holds `anObject`, or an object equal to it [A].
  public func contains(_ anObject: ObjectType?) -> Bool {
    guard let anObject else { return false }
    return allObjects.contains { Self.isMember($0, equalTo: anObject) }
  }

  /// Empties the table [A].
  public func removeAllObjects() {
    entries.removeAll()
  }

  /// Whether `member` stands for `object`: `isEqual(_:)` for an `NSObject`, identity otherwise.
  private static func isMember(_ member: ObjectType, equalTo object: ObjectType) -> Bool {
    if let member = member as? NSObject { return member.isEqual(object) }
    return member === object
  }
}
