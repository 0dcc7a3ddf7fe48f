extension Notification.Name {
  /// The name as the timeline prints it: `UIKeyboardWillShow` for
  /// `UIKeyboardWillShowNotification` (`PostRecord.timelineName(_:)`). The keyboard's six, which
  /// the simulation posts on every change, are known without scanning their bytes.
  package var timelineName: String {
    switch self {
    case .UIKeyboardWillShow: "UIKeyboardWillShow"
    case .UIKeyboardDidShow: "UIKeyboardDidShow"
    case .UIKeyboardWillHide: "UIKeyboardWillHide"
    case .UIKeyboardDidHide: "UIKeyboardDidHide"
    case .UIKeyboardWillChangeFrame: "UIKeyboardWillChangeFrame"
    case .UIKeyboardDidChangeFrame: "UIKeyboardDidChangeFrame"
    default: PostRecord.timelineName(rawValue)
    }
  }
}
