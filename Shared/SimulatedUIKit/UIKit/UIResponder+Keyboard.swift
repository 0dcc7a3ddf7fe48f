// The keyboard notification names and userInfo keys as Swift 4.2 and later spell them, members of
// `UIResponder` [A: UIKit's `UIWindow.h`, `NS_SWIFT_NAME`]. They are the same values as the 2012
// to 2017 spellings the ports use (`KeyboardNotifications.swift`).

extension UIResponder {
  /// `UIKeyboardWillShowNotification`.
  public static let keyboardWillShowNotification = Notification.Name.UIKeyboardWillShow
  /// `UIKeyboardDidShowNotification`.
  public static let keyboardDidShowNotification = Notification.Name.UIKeyboardDidShow
  /// `UIKeyboardWillHideNotification`.
  public static let keyboardWillHideNotification = Notification.Name.UIKeyboardWillHide
  /// `UIKeyboardDidHideNotification`.
  public static let keyboardDidHideNotification = Notification.Name.UIKeyboardDidHide
  /// `UIKeyboardWillChangeFrameNotification`.
  public static let keyboardWillChangeFrameNotification =
    Notification.Name.UIKeyboardWillChangeFrame
  /// `UIKeyboardDidChangeFrameNotification`.
  public static let keyboardDidChangeFrameNotification = Notification.Name.UIKeyboardDidChangeFrame

  /// `UIKeyboardFrameBeginUserInfoKey`: the frame before, an `NSValue` (`as? CGRect` reads it).
  public static let keyboardFrameBeginUserInfoKey = UIKeyboardFrameBeginUserInfoKey
  /// `UIKeyboardFrameEndUserInfoKey`: the frame after, an `NSValue` (`as? CGRect` reads it).
  public static let keyboardFrameEndUserInfoKey = UIKeyboardFrameEndUserInfoKey
  /// `UIKeyboardAnimationDurationUserInfoKey`: seconds, an `NSNumber` (`as? Double`).
  public static let keyboardAnimationDurationUserInfoKey = UIKeyboardAnimationDurationUserInfoKey
  /// `UIKeyboardAnimationCurveUserInfoKey`: a curve's number, an `NSNumber` (`as? Int`).
  public static let keyboardAnimationCurveUserInfoKey = UIKeyboardAnimationCurveUserInfoKey
  /// `UIKeyboardIsLocalUserInfoKey`: whether the keyboard is this app's, an `NSNumber` (`as?
  /// Bool`), iOS 9 and later.
  public static let keyboardIsLocalUserInfoKey = UIKeyboardIsLocalUserInfoKey
}
