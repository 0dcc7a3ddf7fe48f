// Key-value observing of a view's geometry, without the Objective-C runtime: a view tells its
// observers of its `center`, `frame` and `bounds` when the lab changes them, the app's code or the
// lab's own layout and keyboard, inside an animation too, where the model value changes at once
// as on iOS [A: UIKit sets the model value when an animation is added]. A scroll view's bounds
// moved by its content offset are not told [M].

extension UIView {
  /// Registers `observer` to be told (`observeValue(forKeyPath:of:change:context:)`) of changes of
  /// `keyPath`, one of `center`, `frame` and `bounds` [A]; the observer is not retained [A]. A key
  /// path the lab does not observe stops the program, naming the three.
  public func addObserver(
    _ observer: UIResponder, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
    context: UnsafeMutableRawPointer?
  ) {
    guard let key = GeometryObservation.Key(rawValue: keyPath) else {
      fatalError(Self.unobserved(keyPath))
    }
    let name = "observeValue(forKeyPath:of:change:context:)"
    register(
      GeometryObservation(
        key: key, options: options, observer: ObjectIdentifier(observer), context: context
      ) { [weak self, weak observer] old, new, isPrior in
        guard let self, let observer else { return }
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: 1)]
        if options.contains(.new), !isPrior { change[.newKey] = GeometryObservation.Key.boxed(new) }
        if options.contains(.old) { change[.oldKey] = GeometryObservation.Key.boxed(old) }
        if isPrior { change[.notificationIsPriorKey] = NSNumber(value: true) }
        Self.tell(name) {
          observer.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
        }
      })
  }

  /// Stops telling `observer` of `keyPath`: its last registration for it [A]. Removing an
  /// observer that is not registered stops the program, as it raises on iOS [A].
  public func removeObserver(_ observer: UIResponder, forKeyPath keyPath: String) {
    removeObserver(observer, forKeyPath: keyPath, matching: { _ in true })
  }

  /// Stops telling `observer` of `keyPath` for the registration made with `context` [A].
  public func removeObserver(
    _ observer: UIResponder, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
  ) {
    removeObserver(observer, forKeyPath: keyPath, matching: { $0.context == context })
  }

  /// Calls `changeHandler` with each change of `keyPath` (`\.center`, `\.frame` or `\.bounds`)
  /// until the returned observation is invalidated or released [A: Swift's `observe`]. Another
  /// key path stops the program, naming the three.
  public func observe<Value>(
    _ keyPath: KeyPath<UIView, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (UIView, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    guard let key = GeometryObservation.Key(keyPath) else {
      fatalError(Self.unobserved("\(keyPath)"))
    }
    let registration = GeometryObservation(
      key: key, options: options, observer: nil, context: nil
    ) { [weak self] old, new, isPrior in
      guard let self else { return }
      let change = NSKeyValueObservedChange(
        kind: .setting, newValue: options.contains(.new) && !isPrior ? new as? Value : nil,
        oldValue: options.contains(.old) ? old as? Value : nil, indexes: nil, isPrior: isPrior)
      Self.tell("key-value observer") { changeHandler(self, change) }
    }
    register(registration)
    return NSKeyValueObservation(view: self, registration: registration)
  }

  /// Adds `registration`, telling it at once with `.initial` [A].
  private func register(_ registration: GeometryObservation) {
    geometryObservations.append(registration)
    guard registration.options.contains(.initial) else { return }
    let value = registration.key.value(frame: frame, boundsOrigin: bounds.origin)
    registration.tell(value, value, false)
  }

  /// Takes `registration` out of the view's.
  func removeGeometryObservation(_ registration: GeometryObservation) {
    geometryObservations.removeAll { $0 === registration }
  }

  private func removeObserver(
    _ observer: UIResponder, forKeyPath keyPath: String,
    matching matches: (GeometryObservation) -> Bool
  ) {
    let id = ObjectIdentifier(observer)
    guard
      let index = geometryObservations.lastIndex(where: {
        $0.observer == id && $0.key.rawValue == keyPath && matches($0)
      })
    else {
      fatalError(
        "Cannot remove an observer \(type(of: observer)) for the key path \"\(keyPath)\" from "
          + "\(type(of: self)) because it is not registered as an observer.")
    }
    geometryObservations.remove(at: index)
  }

  /// Tells the observers of the keys whose value changes as the frame goes from `old` to `new`:
  /// before the change those that asked for `.prior`, after it every one [A].
  func tellGeometryObservers(from old: CGRect, to new: CGRect, isPrior: Bool) {
    let origin = bounds.origin
    for registration in geometryObservations where !isPrior || registration.options.contains(.prior)
    {
      guard registration.key.changes(from: old, to: new) else { continue }
      registration.tell(
        registration.key.value(frame: old, boundsOrigin: origin),
        registration.key.value(frame: new, boundsOrigin: origin), isPrior)
    }
  }

  /// Why `keyPath` cannot be observed here.
  private static func unobserved(_ keyPath: String) -> String {
    "key-value observing of \(keyPath): the lab observes a view's center, frame and bounds"
  }

  /// Makes a call to an observer, recorded as a call in a run's timeline.
  private static func tell(_ name: String, _ body: () -> Void) {
    guard let recorder = RunningSystemSlot.current?.recorder else { return body() }
    recorder.call(name, body)
  }
}
