/// What the hazard actions have changed on the simulated device: the hardware keyboard and its toolbar,
/// the iPad keyboard's place, the QuickType bar, the status bar, Reduce Motion, the app's state,
/// and the faults armed for the next keyboard notifications.
final class HazardState {
  /// Where the iPad's keyboard is.
  enum Placement: Equatable {
    case docked
    case undocked
    case split
    /// The small floating keyboard of iPadOS 13 and later.
    case floating
  }

  var hardwareKeyboardAttached = false
  /// Whether the hardware keyboard's toolbar is minimised to the mini toolbar, until it is
  /// restored or the keyboard detached.
  var toolbarIsMinimised = false
  var placement = Placement.docked
  /// `nil` until `quicktype` sets it: the version's default (on from iOS 8).
  var quickTypeOn: Bool?
  var otherAppKeyboardIsUp = false
  var statusBarIsDouble = false
  var reduceMotion = ScenarioAction.ReduceMotionSetting.off
  var isInBackground = false
  /// Whether the app is on its way to or back from the background (`UIApplication.State.inactive`).
  var isInactive = false
  /// How far the finger has dragged the keyboard down (`interactive-dismiss`), until its hide.
  var keyboardDraggedDown: Double?
  /// Armed by `fault`, in order; each is used up by the next notification it fits.
  var faults: [KeyboardFault] = []

  /// Whether the software keyboard shows a docked keyboard for a focused field.
  var keyboardIsDockedSoftware: Bool { !hardwareKeyboardAttached && placement == .docked }
}
