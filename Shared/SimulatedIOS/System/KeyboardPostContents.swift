import SimulatedUIKit

/// What a keyboard notification carries (`Simulation.postKeyboard`): its userInfo, and the parts
/// of it the timeline records (`PostRecord`), built from the same values.
///
/// The simulation posts most changes as two notifications with the same contents
/// (WillChangeFrame and WillShow, then their "did" pair): the keyboard keeps the last post's
/// contents, and the next post carrying the same values, to the bit, carries the same userInfo
/// rather than building it again (each key a `String` hashed through `AnyHashable`, each value an
/// `NSValue` or an `NSNumber` allocated).
struct KeyboardPostContents {
  /// The keyboard's frames before and after, in the coordinates the notification reports.
  let begin: CGRect
  let end: CGRect
  /// The animation's duration and curve, `nil` when the notification does not carry them.
  let animation: (duration: Double, curve: Int)?
  /// Whether the keyboard is this app's, `nil` when the notification does not carry it.
  let isLocal: Bool?
  let userInfo: [AnyHashable: Any]

  /// The contents of a notification reporting `begin` and `end`, with `animation` and `isLocal`
  /// when it carries them.
  init(begin: CGRect, end: CGRect, animation: (duration: Double, curve: Int)?, isLocal: Bool?) {
    self.begin = begin
    self.end = end
    self.animation = animation
    self.isLocal = isLocal
    // Room for twice the keys: comparing `AnyHashable` keys is dear, and a sparse table seldom
    // compares two on an insertion or a lookup.
    var info = [AnyHashable: Any](minimumCapacity: 10)
    info[UIKeyboardFrameBeginUserInfoKey] = NSValue(cgRect: begin)
    info[UIKeyboardFrameEndUserInfoKey] = NSValue(cgRect: end)
    if let animation {
      info[UIKeyboardAnimationDurationUserInfoKey] = NSNumber(value: animation.duration)
      info[UIKeyboardAnimationCurveUserInfoKey] = NSNumber(value: animation.curve)
    }
    if let isLocal {
      info[UIKeyboardIsLocalUserInfoKey] = NSNumber(value: isLocal)
    }
    userInfo = info
  }

  /// Whether these are the contents `init` would make of the same values, compared bit for bit
  /// (so that a zero's sign is kept).
  func matches(
    begin: CGRect, end: CGRect, animation: (duration: Double, curve: Int)?, isLocal: Bool?
  ) -> Bool {
    Self.same(self.begin, begin) && Self.same(self.end, end)
      && self.animation?.duration.bitPattern == animation?.duration.bitPattern
      && self.animation?.curve == animation?.curve && self.isLocal == isLocal
  }

  /// The timeline's record of a post of these contents named `name`, before its observers are
  /// counted: what `PostRecord(_:observers:)` reads from the userInfo.
  func record(named name: Notification.Name) -> PostRecord {
    PostRecord(
      name: name.timelineName, frameBegin: begin.components, frameEnd: end.components,
      duration: animation?.duration, curve: animation?.curve, isLocal: isLocal, observers: 0)
  }

  /// Whether two rectangles hold the same origin and size, to the bit: what an `NSValue` of
  /// each holds, which `components` (standardized) could take for the same.
  private static func same(_ one: CGRect, _ other: CGRect) -> Bool {
    same(one.origin.x, other.origin.x) && same(one.origin.y, other.origin.y)
      && same(one.size.width, other.size.width) && same(one.size.height, other.size.height)
  }

  private static func same(_ one: CGFloat, _ other: CGFloat) -> Bool {
    Double(one).bitPattern == Double(other).bitPattern
  }
}
