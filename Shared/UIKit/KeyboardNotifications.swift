import Foundation

// The keyboard notification names and userInfo keys, as UIKit's `UIWindow.h` declares them [A].
// Both spellings exist: the Objective-C ports use the constants, the Swift 3 port the
// `NSNotification.Name` members.

extension Notification.Name {
  public static let UIKeyboardWillShow = Notification.Name("UIKeyboardWillShowNotification")
  public static let UIKeyboardDidShow = Notification.Name("UIKeyboardDidShowNotification")
  public static let UIKeyboardWillHide = Notification.Name("UIKeyboardWillHideNotification")
  public static let UIKeyboardDidHide = Notification.Name("UIKeyboardDidHideNotification")
  public static let UIKeyboardWillChangeFrame = Notification.Name("UIKeyboardWillChangeFrameNotification")
  public static let UIKeyboardDidChangeFrame = Notification.Name("UIKeyboardDidChangeFrameNotification")
}

public let UIKeyboardWillShowNotification = Notification.Name.UIKeyboardWillShow
public let UIKeyboardDidShowNotification = Notification.Name.UIKeyboardDidShow
public let UIKeyboardWillHideNotification = Notification.Name.UIKeyboardWillHide
public let UIKeyboardDidHideNotification = Notification.Name.UIKeyboardDidHide
public let UIKeyboardWillChangeFrameNotification = Notification.Name.UIKeyboardWillChangeFrame
public let UIKeyboardDidChangeFrameNotification = Notification.Name.UIKeyboardDidChangeFrame

/// The keyboard's frame before the change: `NSValue(cgRect:)`, screen coordinates.
public let UIKeyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
/// The keyboard's frame after the change: `NSValue(cgRect:)`, screen coordinates.
public let UIKeyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
/// The keyboard animation's duration in seconds: `NSNumber` (double). "Will" family only.
public let UIKeyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
/// The keyboard animation's curve: `NSNumber` (a `UIViewAnimationCurve`, or 7). "Will" family only.
public let UIKeyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
/// Whether the keyboard belongs to this app (iOS 9 and later): `NSNumber` (bool).
public let UIKeyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
