/// A text field: it can become first responder, which brings the keyboard up; resigning sends it
/// away [A]. The scenario's `tap text-field` calls `becomeFirstResponder()` on the nib's field.
open class UITextField: UIView {
  /// How the field's border is drawn [A]; the lab draws none.
  public enum BorderStyle: Int, Sendable {
    /// No border (the default) [A].
    case none
    /// A thin line [A].
    case line
    /// A bezel [A].
    case bezel
    /// Rounded corners [A].
    case roundedRect
  }

  /// The field's text [A].
  open var text: String? = ""
  /// The gray text shown while the field is empty [A].
  open var placeholder: String?
  /// How the field's border is drawn (default `.none`) [A].
  open var borderStyle = BorderStyle.none

  /// A text field takes text.
  override var takesText: Bool { true }

  /// A text field can be first responder [A].
  open override var canBecomeFirstResponder: Bool { true }
}
