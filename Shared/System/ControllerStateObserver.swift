/// Notices when one of the controller's `Bool` properties changes, and records it.
///
/// The ports keep their originals' flags as plain stored properties (`isKeyboardVisible`,
/// `inPhoneRotation`), so the observer reads them by reflection instead of asking the ports to
/// report: a port stays line for line its original.
final class ControllerStateObserver {
  private let controller: AnyObject
  private var known: [String: Bool]

  init(controller: AnyObject) {
    self.controller = controller
    known = [:]
    known = Dictionary(uniqueKeysWithValues: flags())
  }

  /// Records every flag that changed since the last look, in declaration order.
  func sync(into recorder: TimelineRecorder) {
    for (name, value) in flags() where known[name] != value {
      known[name] = value
      recorder.append(.state(StateChange(name: name, value: value)))
    }
  }

  private func flags() -> [(String, Bool)] {
    Mirror(reflecting: controller).children.compactMap { child in
      guard let label = child.label, let value = child.value as? Bool else { return nil }
      return (label.hasPrefix("_") ? String(label.dropFirst()) : label, value)
    }
  }
}
