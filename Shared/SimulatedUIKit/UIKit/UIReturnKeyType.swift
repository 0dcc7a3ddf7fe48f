/// The title of the keyboard's return key, with UIKit's raw values [A]. The lab's keyboard is a
/// rectangle: the title is kept, and the return key (the scenario's `return` step) does what the
/// field's delegate does, whatever its title [M].
public enum UIReturnKeyType: Int, Sendable {
  /// "return" (the default) [A].
  case `default` = 0
  /// "Go" [A].
  case go
  /// "Google" [A].
  case google
  /// "Join" [A].
  case join
  /// "Next" [A].
  case next
  /// "Route" [A].
  case route
  /// "Search" [A].
  case search
  /// "Send" [A].
  case send
  /// "Yahoo" [A].
  case yahoo
  /// "Done" [A].
  case done
  /// "Emergency Call" [A].
  case emergencyCall
  /// "Continue" (iOS 9) [A].
  case `continue`
}
