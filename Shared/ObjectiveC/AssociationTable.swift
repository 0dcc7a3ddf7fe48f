import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The associated objects of the objects of this thread's runs, by owner and key.
///
/// The Objective-C runtime keeps them beside each object and releases them as the object is
/// deallocated. Without it, the table holds each owner weakly: an owner that is gone has no
/// associations, and what it held is released at the next association made on the thread [M: on
/// iOS at the owner's deallocation; a value's `deinit` may run later here].
///
/// A run is confined to its thread, as the lab's UIKit is (`RunningSystemSlot`): the table is
/// thread-local, so that runs side by side stay apart.
final class AssociationTable {
  /// One owner's associations.
  private final class Associations {
    weak var owner: AnyObject?
    var values: [UnsafeRawPointer: Held] = [:]

    init(owner: AnyObject) {
      self.owner = owner
    }
  }

  /// A value as its policy holds it.
  private enum Held {
    case strongly(Any)
    case weakly(WeakReference)

    var value: Any? {
      switch self {
      case .strongly(let value): value
      case .weakly(let reference): reference.object
      }
    }
  }

  /// A weak reference to an object held by `OBJC_ASSOCIATION_ASSIGN`.
  private final class WeakReference {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
      self.object = object
    }
  }

  private var owners: [ObjectIdentifier: Associations] = [:]

  /// `object` as an owner of associations: a class instance; `nil` for a value.
  static func owner(_ object: Any) -> AnyObject? {
    guard type(of: object) is AnyClass else { return nil }
    return object as AnyObject
  }

  /// Associates `value` with `owner` under `key`, held as `policy` says; `nil` removes it.
  func set(
    _ value: Any?, on owner: AnyObject, key: UnsafeRawPointer, policy: objc_AssociationPolicy
  ) {
    owners = owners.filter { $0.value.owner != nil }
    let associations = self.associations(of: owner, making: value != nil)
    guard let value else {
      associations?.values[key] = nil
      return
    }
    associations?.values[key] = Self.held(value, as: policy)
  }

  /// The value associated with `owner` under `key`, if any.
  func value(on owner: AnyObject, key: UnsafeRawPointer) -> Any? {
    associations(of: owner, making: false)?.values[key]?.value
  }

  /// Removes every association of `owner`.
  func removeAll(on owner: AnyObject) {
    owners[ObjectIdentifier(owner)] = nil
  }

  /// `owner`'s associations; an entry left by an owner that is gone (whose identifier `owner`
  /// now has) is none. Made when `making`.
  private func associations(of owner: AnyObject, making: Bool) -> Associations? {
    let id = ObjectIdentifier(owner)
    if let associations = owners[id], associations.owner === owner { return associations }
    guard making else { return nil }
    let associations = Associations(owner: owner)
    owners[id] = associations
    return associations
  }

  /// `value` as `policy` holds it: a copy for the copying policies when it can be copied, a weak
  /// reference for `OBJC_ASSOCIATION_ASSIGN` when it is an object.
  private static func held(_ value: Any, as policy: objc_AssociationPolicy) -> Held {
    switch policy {
    case .OBJC_ASSOCIATION_ASSIGN:
      guard let object = owner(value) else { return .strongly(value) }
      return .weakly(WeakReference(object))
    case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
      guard let copying = value as? NSCopying else { return .strongly(value) }
      return .strongly(copying.copy(with: nil))
    case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
      return .strongly(value)
    }
  }

  /// This thread's table, made when first asked for.
  static var current: AssociationTable {
    if let table = pthread_getspecific(slot) {
      return Unmanaged<AssociationTable>.fromOpaque(table).takeUnretainedValue()
    }
    let table = AssociationTable()
    pthread_setspecific(slot, Unmanaged.passRetained(table).toOpaque())
    return table
  }

  /// The thread-local slot; a thread that ends with a table in it releases the table.
  private static let slot: pthread_key_t = {
    var key = pthread_key_t()
    let created = pthread_key_create(&key) { releaseTable($0) }
    precondition(created == 0, "AssociationTable: no thread-local slot left")
    return key
  }()
}

/// Releases the table a thread's slot held as the thread ends.
private func releaseTable(_ table: UnsafeMutableRawPointer?) {
  guard let table else { return }
  Unmanaged<AssociationTable>.fromOpaque(table).release()
}
