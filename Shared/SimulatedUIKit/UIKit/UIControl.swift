/// UIKit's `UIControl`: a view that sends actions to targets when its events happen [A]. The base
/// of buttons, switches and text fields on iOS; here of what the app declares of its own, with
/// its targets, its state flags and `sendActions(for:)`. No scenario action touches a control, so
/// its events happen only when the app sends them [M].
open class UIControl: UIView {
  /// The events a control sends actions for [A].
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// A finger touched the control [A].
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A finger lifted inside the control: a tap [A].
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A finger lifted outside the control [A].
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The control's value changed [A].
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control was triggered, a button's tap (iOS 9) [A].
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Editing began in a text field [A].
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// A text field's text changed [A].
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text field [A].
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Return ended editing in a text field [A].
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event [A].
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every editing event [A].
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Every event [A].
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// The states a control is in [A].
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Enabled, not selected or highlighted [A].
    public static let normal = State([])
    /// Touched [A].
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled [A].
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected [A].
    public static let selected = State(rawValue: 1 << 2)
    /// Focused (tvOS, iPad with a keyboard) [A].
    public static let focused = State(rawValue: 1 << 3)
  }

  /// An action the control sends: its target, held weakly [A], its method and its events.
  private struct Action {
    weak var target: AnyObject?
    let selector: Selector
    let events: Event
  }

  /// The actions the control sends, in the order they were added.
  private var actions: [Action] = []
  /// Whether the control reacts (default `true`) [A].
  open var isEnabled = true
  /// Whether the control is selected (default `false`) [A].
  open var isSelected = false
  /// Whether the control is touched now (default `false`) [A].
  open var isHighlighted = false

  /// The control's state, from its flags [A].
  open var state: State {
    var state = State.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Sends `action` to `target`, held weakly, with the control as its argument, for `events` [A].
  /// A `nil` target is the responder chain's first taker on iOS; the lab has no chain to search
  /// for an action, so a `nil` target's action goes nowhere [M].
  open func addTarget(_ target: Any?, action: Selector, for events: Event) {
    actions.append(Action(target: target.map { $0 as AnyObject }, selector: action, events: events))
  }

  /// Stops sending `action` (every action when `nil`) to `target` (every target when `nil`) for
  /// `events` [A].
  open func removeTarget(_ target: Any?, action: Selector?, for events: Event) {
    let object = target.map { $0 as AnyObject }
    actions.removeAll { entry in
      (object == nil || entry.target === object) && (action == nil || entry.selector == action)
        && !entry.events.isDisjoint(with: events)
    }
  }

  /// Sends the actions registered for any of `events`, in the order they were added, each
  /// recorded in a run's timeline as a call into the controller [A].
  open func sendActions(for events: Event) {
    for entry in actions where !entry.events.isDisjoint(with: events) {
      guard let target = entry.target else { continue }
      let send = { entry.selector.perform(on: target, with: self) }
      if let recorder = RunningSystemSlot.current?.recorder {
        recorder.call(entry.selector.name, send)
      } else {
        send()
      }
    }
  }
}
