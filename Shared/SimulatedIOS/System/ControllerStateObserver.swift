import SimulatedUIKit

@_spi(Reflection) import Swift
import Synchronization

/// Notices when one of the controller's `Bool` properties changes, and records it.
///
/// The ports keep their originals' flags as plain stored properties (`isKeyboardVisible`,
/// `inPhoneRotation`, private in CorrectedSchmeeboard4), so the observer finds them itself instead
/// of asking the ports to report: a port stays line for line its original. It looks once per
/// controller class, by reflection, for the stored properties the class itself declares with type
/// `Bool` (what `Mirror` lists as its children, in declaration order), and remembers where each
/// lies in the object; after that a look is a load per flag, with no reflection per event.
/// `FlagReaderTests` checks it against `Mirror`, the public reflection, on every built-in
/// controller after every built-in scenario.
final class ControllerStateObserver {
  /// A flag: its name as the timeline prints it, and where it lies in the controller.
  private struct Flag {
    let name: String
    let offset: Int
    var value: Bool
  }

  private let controller: AnyObject
  private var flags: [Flag]

  init(controller: AnyObject) {
    self.controller = controller
    flags = []
    flags = Self.fields(of: type(of: controller)).map { field in
      Flag(name: field.name, offset: field.offset, value: read(at: field.offset))
    }
  }

  /// Records every flag that changed since the last look, in declaration order.
  func sync(into recorder: TimelineRecorder) {
    for index in flags.indices {
      let value = read(at: flags[index].offset)
      guard value != flags[index].value else { continue }
      flags[index].value = value
      recorder.append(.state(StateChange(name: flags[index].name, value: value)))
    }
  }

  /// Every flag's name and value as the controller holds them now, in declaration order: what
  /// `FlagReaderTests` compares with `Mirror`'s reading of the same controller.
  package var flagsNow: [StateChange] {
    flags.map { StateChange(name: $0.name, value: read(at: $0.offset)) }
  }

  /// The flag stored `offset` bytes into the controller. The offset is the runtime's own, from the
  /// class's metadata, for a stored property of type `Bool`; the observer holds the controller, so
  /// the object is alive.
  private func read(at offset: Int) -> Bool {
    Unmanaged.passUnretained(controller).toOpaque().load(fromByteOffset: offset, as: Bool.self)
  }

  /// The `Bool` stored properties `type` declares (not its superclasses'), named as the timeline
  /// prints them (a property wrapper's `_` dropped), in declaration order; found once per class.
  private static func fields(of type: AnyClass) -> [(name: String, offset: Int)] {
    let id = ObjectIdentifier(type)
    if let known = fieldsByClass.withLock({ $0.first { $0.id == id } }) { return known.fields }
    var inherited = 0
    if let superclass = _getSuperclass(type) {
      _ = _forEachField(of: superclass, options: classType) { _, _, _, _ in
        inherited += 1
        return true
      }
    }
    var fields: [(name: String, offset: Int)] = []
    var index = 0
    _ = _forEachField(of: type, options: classType) { cName, offset, fieldType, _ in
      defer { index += 1 }
      guard index >= inherited, fieldType == Bool.self else { return true }
      let name = String(cString: cName)
      fields.append((name.hasPrefix("_") ? String(name.dropFirst()) : name, offset))
      return true
    }
    fieldsByClass.withLock { $0.append((id, fields)) }
    return fields
  }

  /// The flags found so far, by class, for every thread's simulations. A list, not a dictionary: a process meets one controller
  /// class or a few, and a dictionary's first use costs a short run more than all its lookups
  /// (the runtime scans every conformance record to check that the key is `Hashable`).
  private static let fieldsByClass = Mutex<
    [(id: ObjectIdentifier, fields: [(name: String, offset: Int)])]
  >([])

  /// `_EachFieldOptions.classType`, which the standard library declares as a mutable static that
  /// Swift 6 refuses to read: the option that lists a class's stored properties, its
  /// superclasses' first.
  private static let classType = _EachFieldOptions(rawValue: 1 << 0)
}
