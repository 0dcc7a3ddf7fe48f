import Foundation

extension UITextView {
  /// Posted when a text view becomes first responder, the view its object [A]; the lab posts it
  /// after `textViewDidBeginEditing(_:)`, after the keyboard's notifications
  /// (`SystemRules.textFieldEditingBeginsBeforeKeyboard`).
  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted when a text view gives up first responder, the view its object [A].
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")
  /// Posted when the user changes a text view's text, the view its object [A]; not when the app's
  /// code sets `text` [A: "the text changed" by the user, as `textViewDidChange(_:)`]. No scenario
  /// of the lab types, so no run posts it [M] (docs/uikit-surface.md, "Text views").
  public static let textDidChangeNotification = Notification.Name(
    "UITextViewTextDidChangeNotification")

  /// Posts `name` from this view, in the timeline when an observer hears it.
  func postRecordedIfHeard(_ name: Notification.Name) {
    NotificationCenter.default.postRecordedIfHeard(Notification(name: name, object: self))
  }
}
