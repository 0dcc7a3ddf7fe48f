/// What a text field tells its delegate, and asks it, as UIKit's `UITextFieldDelegate` [A]. Every
/// method is optional, as on iOS: the defaults answer `true` and do nothing.
///
/// The field asks `textFieldShouldBeginEditing(_:)` before it becomes first responder (`false`
/// keeps it from becoming it) and tells `textFieldDidBeginEditing(_:)` after; it asks
/// `textFieldShouldEndEditing(_:)` before it resigns (`false` keeps it first responder, but for
/// `endEditing(true)`) and tells `textFieldDidEndEditing(_:)` after; the return key (the
/// scenario's `return` step) asks `textFieldShouldReturn(_:)` [A]. The timeline shows each call.
public protocol UITextFieldDelegate: NSObjectProtocol {
  /// Whether `textField` may become first responder [A].
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// `textField` became first responder [A].
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether `textField` may resign first responder [A].
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// `textField` resigned first responder [A].
  func textFieldDidEndEditing(_ textField: UITextField)
  /// The return key was tapped in `textField`: what the app does then is its own (moving to the
  /// next field, resigning); the answer tells UIKit whether to do its default, which for a field
  /// is nothing [A].
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// `true` [A].
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Nothing [A].
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// `true` [A].
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Nothing [A].
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// `true` [A].
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
