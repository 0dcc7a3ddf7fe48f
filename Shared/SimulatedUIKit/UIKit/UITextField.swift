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

  /// The view shown on the keyboard's top while the field is first responder [A].
  private var accessory: UIView?
  /// The view shown instead of the system keyboard while the field is first responder [A].
  private var customInputView: UIView?

  /// The view shown on the keyboard's top while the field is first responder; settable [A].
  open override var inputAccessoryView: UIView? {
    get { accessory }
    set { accessory = newValue }
  }

  /// The view shown instead of the system keyboard while the field is first responder; settable
  /// [A].
  open override var inputView: UIView? {
    get { customInputView }
    set { customInputView = newValue }
  }

  /// A text field takes text.
  package override var takesText: Bool { true }

  /// A text field can be first responder [A].
  open override var canBecomeFirstResponder: Bool { true }
}
