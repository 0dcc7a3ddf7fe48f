import Foundation

extension PostRecord {
  /// Reads what the timeline shows of a notification: the keyboard family's userInfo [A].
  init(_ notification: Notification, observers: Int) {
    let info = notification.userInfo ?? [:]
    self.init(
      name: notification.name.rawValue.replacingOccurrences(of: "Notification", with: ""),
      frameBegin: (info[UIKeyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue.components,
      frameEnd: (info[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.components,
      duration: (info[UIKeyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,
      curve: (info[UIKeyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue,
      isLocal: (info[UIKeyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue,
      observers: observers)
  }
}
