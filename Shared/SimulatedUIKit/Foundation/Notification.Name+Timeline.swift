extension Notification.Name {
  /// The name as the timeline prints it: `UIKeyboardWillShow` for
  /// `UIKeyboardWillShowNotification` (`PostRecord.timelineName(_:)`).
  package var timelineName: String { PostRecord.timelineName(rawValue) }
}
