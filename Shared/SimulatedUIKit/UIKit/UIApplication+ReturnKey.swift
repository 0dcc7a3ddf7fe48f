extension UIApplication {
  /// The user taps the keyboard's return key: the first responder, when it is a text field, asks
  /// its delegate `textFieldShouldReturn(_:)` [A]. `false` when no text field is first responder,
  /// so there is no keyboard whose key to tap (a text view's return key types a new line, which
  /// the lab does not model [M]).
  package func tapReturnKey() -> Bool {
    guard let field = firstResponder as? UITextField else { return false }
    field.returnKeyTapped()
    return true
  }
}
