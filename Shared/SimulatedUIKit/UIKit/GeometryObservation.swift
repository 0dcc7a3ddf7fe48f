/// One key-value registration on a view's geometry: the key observed, the options, and what to
/// tell; made by `addObserver(_:forKeyPath:options:context:)` or by Swift's `observe`.
final class GeometryObservation {
  /// The geometry a registration observes: what the lab changes and can tell of [M: UIKit's views
  /// are not documented as key-value compliant; apps observe these three, which iOS reports].
  enum Key: String {
    case center, frame, bounds

    /// The key a key path names, or `nil` for a key path the lab does not observe.
    init?(_ keyPath: AnyKeyPath) {
      switch keyPath {
      case \UIView.center: self = .center
      case \UIView.frame: self = .frame
      case \UIView.bounds: self = .bounds
      default: return nil
      }
    }

    /// The key's value for a view whose frame is `frame` and bounds' origin `origin`.
    func value(frame: CGRect, boundsOrigin origin: CGPoint) -> Any {
      switch self {
      case .center: CGPoint(x: frame.midX, y: frame.midY)
      case .frame: frame
      case .bounds: CGRect(origin: origin, size: frame.size)
      }
    }

    /// Whether the key's value differs when the frame goes from `old` to `new`.
    func changes(from old: CGRect, to new: CGRect) -> Bool {
      switch self {
      case .center: old.midX != new.midX || old.midY != new.midY
      case .frame: old != new
      case .bounds: old.size != new.size
      }
    }

    /// `value` as an `NSValue`, as a change dictionary carries it [A].
    static func boxed(_ value: Any) -> NSValue {
      if let point = value as? CGPoint { return NSValue(cgPoint: point) }
      return NSValue(cgRect: value as? CGRect ?? .zero)
    }
  }

  let key: Key
  let options: NSKeyValueObservingOptions
  /// The observer that registered, for `removeObserver`; `nil` for Swift's `observe`.
  let observer: ObjectIdentifier?
  let context: UnsafeMutableRawPointer?
  /// Tells the change: the value before, the value after, whether it is the prior notice.
  let tell: (_ old: Any, _ new: Any, _ isPrior: Bool) -> Void

  init(
    key: Key, options: NSKeyValueObservingOptions, observer: ObjectIdentifier?,
    context: UnsafeMutableRawPointer?, tell: @escaping (Any, Any, Bool) -> Void
  ) {
    self.key = key
    self.options = options
    self.observer = observer
    self.context = context
    self.tell = tell
  }
}
