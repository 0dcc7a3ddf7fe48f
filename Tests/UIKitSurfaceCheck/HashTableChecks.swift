import UIKit

/// A delegate an app keeps in a weak table.
private final class Listener {}

/// A view compared by a name, as an `NSObject` subclass that overrides `isEqual(_:)` is.
private final class NamedView: UIView {
  let name: String
  init(name: String) {
    self.name = name
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override func isEqual(_ object: Any?) -> Bool { (object as? NamedView)?.name == name }
}

/// Foundation's `NSHashTable`, which Foundation on Linux lacks, through `import UIKit` alone:
/// a weak table forgets an object gone [A: Apple-NSHashTable], as a multicast delegate relies on.
func checkHashTable(_ checks: CheckList) {
  let table: NSHashTable<AnyObject> = NSHashTable.weakObjects()
  let kept = Listener()
  var gone: Listener? = Listener()
  table.add(kept)
  table.add(gone)
  table.add(kept)
  checks.expect(
    table.count == 2 && table.contains(kept) && table.contains(gone),
    "a weak hash table holds each object once, however often it is added")
  gone = nil
  checks.expect(
    table.count == 1 && table.allObjects.count == 1 && table.allObjects.first === kept,
    "an object released elsewhere is gone from a weak table's allObjects and count")
  table.remove(kept)
  checks.expect(table.count == 0 && !table.contains(kept), "remove(_:) takes an object out")
  let strong: NSHashTable<Listener> = NSHashTable.strongObjects()
  strong.add(Listener())
  checks.expect(strong.count == 1, "a strong hash table keeps an object nobody else holds")
  strong.removeAllObjects()
  checks.expect(strong.count == 0 && strong.anyObject == nil, "removeAllObjects() empties it")
  let views: NSHashTable<UIView> = NSHashTable.weakObjects()
  let first = NamedView(name: "bar")
  views.add(first)
  let twin = NamedView(name: "bar")
  views.add(twin)
  checks.expect(
    views.count == 1 && views.contains(twin),
    "objects are compared by isEqual(_:): an equal object is already in the table")
}
