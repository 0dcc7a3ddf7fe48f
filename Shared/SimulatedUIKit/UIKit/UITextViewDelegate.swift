/// What a text view asks and tells its `delegate` [A]: a scroll view's delegate too. Every method
/// is optional, as in UIKit: the extension below gives the questions UIKit's answer (`true`) and
/// the notices an empty body.
///
/// The lab asks and tells about editing as the text view becomes and resigns first responder. No
/// scenario action types, so `textView(_:shouldChangeTextIn:replacementText:)`,
/// `textViewDidChange(_:)` and `textViewDidChangeSelection(_:)` are never sent: as on iOS, setting
/// `text` or `selectedRange` in code sends none of them [A].
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Whether the text view may begin editing (default `true`) [A].
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// The text view became first responder [A].
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Whether the text view may end editing (default `true`) [A].
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// The text view resigned first responder [A].
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether the user's edit may replace `range` with `text` (default `true`) [A].
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The user changed the text [A].
  func textViewDidChange(_ textView: UITextView)
  /// The user changed the selection [A].
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}
