import Foundation

extension UITextField {
  /// Posted when a text field becomes first responder, the field its object [A]; the lab posts it
  /// after `textFieldDidBeginEditing(_:)`, before the keyboard's notifications
  /// (`SystemRules.textFieldEditingBeginsBeforeKeyboard`).
  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted when a text field gives up first responder, the field its object [A].
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")
}
