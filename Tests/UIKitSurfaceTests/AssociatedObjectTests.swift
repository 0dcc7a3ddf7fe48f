import Foundation
import ObjectiveC
import Testing

/// `import ObjectiveC`'s associated objects, without the Objective-C runtime: a value kept on an
/// object under a key, held as its policy says.
@Suite struct AssociatedObjectTests {
  private final class Owner {}

  /// A value that counts its copies, as an `NSCopying` class does.
  private final class Note: NSObject, NSCopying {
    let text: String
    init(_ text: String) { self.text = text }
    func copy(with zone: NSZone? = nil) -> Any { Note(text + " (copy)") }
  }

  /// A key: the address of a byte of its own, as `&` a static variable gives an app.
  private final class Key {
    let pointer = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    var raw: UnsafeRawPointer { UnsafeRawPointer(pointer) }
    deinit { pointer.deallocate() }
  }

  @Test func aValueIsReadBackUnderItsKeyAndNilRemovesIt() {
    let owner = Owner()
    let other = Owner()
    let (height, delegate) = (Key(), Key())
    objc_setAssociatedObject(owner, height.raw, 216.0, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    objc_setAssociatedObject(owner, delegate.raw, "bar", .OBJC_ASSOCIATION_COPY_NONATOMIC)
    #expect(objc_getAssociatedObject(owner, height.raw) as? Double == 216)
    #expect(objc_getAssociatedObject(owner, delegate.raw) as? String == "bar")
    // Another object has nothing under the same key.
    #expect(objc_getAssociatedObject(other, height.raw) == nil)
    objc_setAssociatedObject(owner, height.raw, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    #expect(objc_getAssociatedObject(owner, height.raw) == nil)
    #expect(objc_getAssociatedObject(owner, delegate.raw) as? String == "bar")
    objc_removeAssociatedObjects(owner)
    #expect(objc_getAssociatedObject(owner, delegate.raw) == nil)
  }

  @Test func retainKeepsTheValueAliveAssignDoesNotAndCopyStoresACopy() {
    let owner = Owner()
    let (retained, assigned, copied) = (Key(), Key(), Key())
    weak var kept: Note?
    weak var dropped: Note?
    do {
      let first = Note("kept")
      let second = Note("dropped")
      kept = first
      dropped = second
      objc_setAssociatedObject(owner, retained.raw, first, .OBJC_ASSOCIATION_RETAIN)
      objc_setAssociatedObject(owner, assigned.raw, second, .OBJC_ASSOCIATION_ASSIGN)
      objc_setAssociatedObject(owner, copied.raw, first, .OBJC_ASSOCIATION_COPY)
      #expect(objc_getAssociatedObject(owner, assigned.raw) as? Note === second)
    }
    #expect(kept != nil)
    #expect(dropped == nil)
    #expect(objc_getAssociatedObject(owner, assigned.raw) == nil)
    #expect((objc_getAssociatedObject(owner, copied.raw) as? Note)?.text == "kept (copy)")
  }

  @Test func anOwnerThatIsGoneReleasesWhatItHeldAtTheNextAssociation() {
    let key = Key()
    weak var value: Note?
    do {
      let owner = Owner()
      let note = Note("held")
      value = note
      objc_setAssociatedObject(owner, key.raw, note, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
    objc_setAssociatedObject(Owner(), key.raw, 1, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    #expect(value == nil)
  }

  @Test func aValueTypeOwnerKeepsNothingAsItsBoxOnIOSDoesNot() {
    let key = Key()
    let point = CGPoint(x: 1, y: 2)
    objc_setAssociatedObject(point, key.raw, "lost", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    #expect(objc_getAssociatedObject(point, key.raw) == nil)
  }

  @Test func thePoliciesHaveTheRuntimesRawValues() {
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_ASSIGN.rawValue == 0)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN_NONATOMIC.rawValue == 1)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY_NONATOMIC.rawValue == 3)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue == 769)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY.rawValue == 771)
  }
}
