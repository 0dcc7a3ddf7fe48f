/// A text field: it can become first responder, which brings the keyboard up; resigning sends it
/// away [A]. The scenario's `tap text-field` calls `becomeFirstResponder()` on the nib's field.
open class UITextField: UIView {
  /// A text field takes text.
  override var takesText: Bool { true }

  /// A text field can be first responder [A].
  open override var canBecomeFirstResponder: Bool { true }
}
