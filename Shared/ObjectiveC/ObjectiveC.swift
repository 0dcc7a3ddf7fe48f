// The `ObjectiveC` module: what an app's file that imports ObjectiveC calls, without the
// Objective-C runtime, which Linux does not have: the associated objects that let an extension
// keep a stored value on a class it does not own [A: `objc_setAssociatedObject`,
// `objc_getAssociatedObject`, `objc_removeAssociatedObjects`, Objective-C Runtime].
//
// An association is kept per owner and key, as on iOS; what differs is said where it does
// (`AssociationTable`). `docs/uikit-surface.md` lists what the lab declares.

import Foundation

/// Associates `value` with `object` under `key` (usually `&` a static variable's address), held
/// as `policy` says; a `nil` value removes the association [A]. A value type given as the owner is
/// boxed afresh on each call on iOS, so nothing can be read back from it: here it keeps nothing.
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  guard let owner = AssociationTable.owner(object) else { return }
  AssociationTable.current.set(value, on: owner, key: key, policy: policy)
}

/// The value associated with `object` under `key`, or `nil` [A].
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  guard let owner = AssociationTable.owner(object) else { return nil }
  return AssociationTable.current.value(on: owner, key: key)
}

/// Removes every association of `object` [A].
public func objc_removeAssociatedObjects(_ object: Any) {
  guard let owner = AssociationTable.owner(object) else { return }
  AssociationTable.current.removeAll(on: owner)
}
