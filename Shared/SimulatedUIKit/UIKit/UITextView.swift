/// A scrolling, multiline text view: UIKit's `UITextView`, a scroll view that, like a text field,
/// can become first responder and so brings the keyboard up [A]. (`open` once `UIScrollView` is.)
public class UITextView: UIScrollView {
  /// A text view takes text.
  override var takesText: Bool { true }

  /// A text view can be first responder [A].
  open override var canBecomeFirstResponder: Bool { true }
}
