// The keyboard notification names and userInfo keys, as UIKit's `UIWindow.h` declares them [A].
// Both spellings exist: the Objective-C ports use the constants, the Swift 3 port the
// `NSNotification.Name` members.

extension Notification.Name {
  /// Posted before the keyboard appears, and again when it changes while up (through iOS 10).
  public static let UIKeyboardWillShow = Notification.Name("UIKeyboardWillShowNotification")
  /// Posted after the keyboard appeared.
  public static let UIKeyboardDidShow = Notification.Name("UIKeyboardDidShowNotification")
  /// Posted before the keyboard disappears.
  public static let UIKeyboardWillHide = Notification.Name("UIKeyboardWillHideNotification")
  /// Posted after the keyboard disappeared.
  public static let UIKeyboardDidHide = Notification.Name("UIKeyboardDidHideNotification")
  /// Posted before every keyboard frame change (iOS 5 and later).
  public static let UIKeyboardWillChangeFrame = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after every keyboard frame change (iOS 5 and later).
  public static let UIKeyboardDidChangeFrame = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")
}

/// `UIKeyboardWillShowNotification`, as Objective-C spells it.
public let UIKeyboardWillShowNotification = Notification.Name.UIKeyboardWillShow
/// `UIKeyboardDidShowNotification`, as Objective-C spells it.
public let UIKeyboardDidShowNotification = Notification.Name.UIKeyboardDidShow
/// `UIKeyboardWillHideNotification`, as Objective-C spells it.
public let UIKeyboardWillHideNotification = Notification.Name.UIKeyboardWillHide
/// `UIKeyboardDidHideNotification`, as Objective-C spells it.
public let UIKeyboardDidHideNotification = Notification.Name.UIKeyboardDidHide
/// `UIKeyboardWillChangeFrameNotification`, as Objective-C spells it.
public let UIKeyboardWillChangeFrameNotification = Notification.Name.UIKeyboardWillChangeFrame
/// `UIKeyboardDidChangeFrameNotification`, as Objective-C spells it.
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
