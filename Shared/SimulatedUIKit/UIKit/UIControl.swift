/// A control, as UIKit's `UIControl`: it sends its targets an action for an event [A]. The lab's
/// scenarios tap text fields, not controls: a control's actions run when the app calls
/// `sendActions(for:)`, and no scenario step taps a button [M].
open class UIControl: UIView {
  /// The events a control reports, with UIKit's raw values [A].
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch down [A].
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A touch lifted inside the control: a tap [A].
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch lifted outside the control [A].
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The value changed [A].
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The primary action (iOS 9) [A].
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Editing began in a text field [A].
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text changed in a text field [A].
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text field [A].
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// The return key ended editing in a text field [A].
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event [A].
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// Every editing event [A].
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Every event [A].
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// A target, its action and the events it is for.
  private struct Registration {
    weak var target: AnyObject?
    let action: Selector
    var events: Event
  }

  /// Whether the control responds (default `true`) [A].
  open var isEnabled = true
  /// Whether the control is selected (default `false`) [A].
  open var isSelected = false
  /// Whether the control is touched now (default `false`) [A].
  open var isHighlighted = false
  private var registrations: [Registration] = []

  /// The control's state, from its flags [A].
  open var state: State {
    var state = State.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Sends `action` to `target` when one of `controlEvents` happens [A]. A `nil` target is the
  /// responder chain's on iOS; the lab sends it to nothing [M].
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    if let index = registrations.firstIndex(where: {
      $0.target === object && $0.action == action
    }) {
      registrations[index].events.formUnion(controlEvents)
    } else {
      registrations.append(Registration(target: object, action: action, events: controlEvents))
    }
  }

  /// Stops sending `action` (any, when `nil`) to `target` (any, when `nil`) for `controlEvents`
  /// [A].
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    for index in registrations.indices
    where (object == nil || registrations[index].target === object)
      && (action == nil || registrations[index].action == action)
    {
      registrations[index].events.subtract(controlEvents)
    }
    registrations.removeAll { $0.events.isEmpty }
  }

  /// Sends the actions registered for `controlEvents` to their targets, in the order they were
  /// added, each with the control as its argument and recorded in a run's timeline as a call into
  /// the app [A]; a disabled control sends none [A].
  open func sendActions(for controlEvents: Event) {
    guard isEnabled else { return }
    for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
      guard let target = registration.target else { continue }
      let send = { registration.action.perform(on: target, with: self) }
      if let recorder = RunningSystemSlot.current?.recorder {
        recorder.call(registration.action.name, send)
      } else {
        send()
      }
    }
  }
}
