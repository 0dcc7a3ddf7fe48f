import SimulatedUIKit

/// What a keyboard notification carries (`Simulation.postKeyboard`): its userInfo, and the parts
/// of it the timeline records (`PostRecord`), built from the same values.
///
/// The simulation posts most changes as two notifications with the same contents
/// (WillChangeFrame and WillShow, then their "did" pair): the keyboard keeps the last post's
/// contents, and the next post carrying the same values, to the bit, carries the same userInfo
/// rather than building it again (each key a `String` hashed through `AnyHashable`, each value an
/// `NSValue` or an `NSNumber` allocated). Contents that differ are built from a table of the keys
/// made once a thread for each set of keys (`KeyboardUserInfoTables`), hashing none of them
/// again, and carry the last numbers made again where they hold the same values (`Reused`).
struct KeyboardPostContents {
  /// The keyboard's frames before and after, in the coordinates the notification reports.
  let begin: CGRect
  let end: CGRect
  /// The animation's duration and curve, `nil` when the notification does not carry them.
  let animation: (duration: Double, curve: Int)?
  /// Whether the keyboard is this app's, `nil` when the notification does not carry it.
  let isLocal: Bool?
  let userInfo: [AnyHashable: Any]

  /// What a run's keyboard keeps to build the next contents' userInfo
  /// (`SimulatedKeyboard.reused`): the last numbers made, each with its value, for the run's next
  /// posts; the tables of the keys are the thread's (`KeyboardUserInfoTables`).
  struct Reused {
    private var duration: (bits: UInt64, number: NSNumber)?
    private var curve: (value: Int, number: NSNumber)?
    private var isLocal: (value: Bool, number: NSNumber)?

    /// An `NSNumber` of `duration`: the last one made when it holds the same value, to the bit.
    mutating func number(duration value: Double) -> NSNumber {
      if let duration, duration.bits == value.bitPattern { return duration.number }
      let number = NSNumber(value: value)
      duration = (value.bitPattern, number)
      return number
    }

    /// An `NSNumber` of the curve `value`: the last one made when it holds the same value.
    mutating func number(curve value: Int) -> NSNumber {
      if let curve, curve.value == value { return curve.number }
      let number = NSNumber(value: value)
      curve = (value, number)
      return number
    }

    /// An `NSNumber` of `value`, whether the keyboard is local: the last one made when it holds
    /// the same value.
    mutating func number(isLocal value: Bool) -> NSNumber {
      if let isLocal, isLocal.value == value { return isLocal.number }
      let number = NSNumber(value: value)
      isLocal = (value, number)
      return number
    }
  }

  /// The contents of a notification reporting `begin` and `end`, with `animation` and `isLocal`
  /// when it carries them, its userInfo made from this thread's table of its keys, its numbers
  /// the last ones made where they hold the same values (an `NSNumber` is immutable: an app reads
  /// the same value from one shared by two posts [M]); the frames are new `NSValue`s.
  init(
    begin: CGRect, end: CGRect, animation: (duration: Double, curve: Int)?, isLocal: Bool?,
    reusing reused: inout Reused
  ) {
    self.begin = begin
    self.end = end
    self.animation = animation
    self.isLocal = isLocal
    // The values in the order of the table's indices.
    var values: [Any] = []
    values.reserveCapacity(5)
    values.append(NSValue(cgRect: begin))
    values.append(NSValue(cgRect: end))
    if let animation {
      values.append(reused.number(duration: animation.duration))
      values.append(reused.number(curve: animation.curve))
    }
    if let isLocal { values.append(reused.number(isLocal: isLocal)) }
    // `mapValues` keeps the table's layout: each key where the table has it, none hashed again.
    userInfo = KeyboardUserInfoTables.current
      .table(animation: animation != nil, isLocal: isLocal != nil)
      .mapValues { values[$0] }
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
