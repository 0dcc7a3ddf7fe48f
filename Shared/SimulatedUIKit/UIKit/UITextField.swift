/// A text field: becoming first responder brings the keyboard up, resigning sends it away [A].
public final class UITextField: UIView {
  /// Whether the field has the keyboard.
  public private(set) var isFirstResponder = false

  /// Brings the keyboard up, as tapping the field does.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    isFirstResponder = true
    Simulation.running("UITextField.becomeFirstResponder").showKeyboard()
    return true
  }

  /// Sends the keyboard away.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    isFirstResponder = false
    Simulation.running("UITextField.resignFirstResponder").hideKeyboard()
    return true
  }
}
