extension PostRecord {
  /// Reads what the timeline shows of a notification: the keyboard family's userInfo [A].
  ///
  /// One pass over the userInfo, each key read as a `String`: looking each key up instead would
  /// compare `AnyHashable`s, a dynamic cast per comparison, on every post.
  init(_ notification: Notification, observers: Int) {
    self.init(name: notification.name.timelineName, observers: observers)
    for (key, value) in notification.userInfo ?? [:] {
      switch key.base as? String {
      case UIKeyboardFrameBeginUserInfoKey: frameBegin = (value as? NSValue)?.cgRectValue.components
      case UIKeyboardFrameEndUserInfoKey: frameEnd = (value as? NSValue)?.cgRectValue.components
      case UIKeyboardAnimationDurationUserInfoKey: duration = (value as? NSNumber)?.doubleValue
      case UIKeyboardAnimationCurveUserInfoKey: curve = (value as? NSNumber)?.intValue
      case UIKeyboardIsLocalUserInfoKey: isLocal = (value as? NSNumber)?.boolValue
      default: break
      }
    }
  }

  /// A notification's name as the timeline prints it, every `Notification` in it dropped:
  /// `UIKeyboardWillShowNotification` is `UIKeyboardWillShow`. A scan of the bytes, where
  /// Foundation's `replacingOccurrences(of:with:)` would compare Unicode.
  static func timelineName(_ rawName: String) -> String {
    let word = Array("Notification".utf8)
    let bytes = Array(rawName.utf8)
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == word[0], bytes[index...].starts(with: word) {
        index += word.count
      } else {
        kept.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: kept, as: UTF8.self)
  }
}
