import SimulatedUIKit

/// The tables of the keys a keyboard notification's userInfo carries (`KeyboardPostContents`), one
/// for each set of keys, each key with the index of its value (both frames, then the duration and
/// the curve, then whether the keyboard is local), made on its first use and kept for the thread:
/// each run on the thread builds its userInfos from the same tables, where a table made for every
/// run cost some 7,000 instructions (its `AnyHashable` keys boxed and hashed). Kept for the
/// thread, not for the process: an `AnyHashable` is no `Sendable`; a run never leaves its thread
/// (`RunningSystemSlot`), and its keys are UIKit's constants, the same for every run.
final class KeyboardUserInfoTables {
  /// The tables made so far: with the frames alone, then with whether the keyboard is local, with
  /// the animation's keys, with both. Four properties, not a list, whose type the runtime would
  /// make at its first use, scanning every conformance record for `AnyHashable`'s `Hashable`.
  private var frames: [AnyHashable: Int]?
  private var framesAndLocal: [AnyHashable: Int]?
  private var animated: [AnyHashable: Int]?
  private var animatedAndLocal: [AnyHashable: Int]?

  private init() {}

  /// The table of a userInfo with the animation's keys or not, and the local key or not. Each
  /// has room for twice its keys: comparing `AnyHashable` keys is dear, and a sparse table
  /// seldom compares two on a lookup.
  func table(animation: Bool, isLocal: Bool) -> [AnyHashable: Int] {
    let made =
      switch (animation, isLocal) {
      case (false, false): frames
      case (false, true): framesAndLocal
      case (true, false): animated
      case (true, true): animatedAndLocal
      }
    if let made { return made }
    var keys = [UIKeyboardFrameBeginUserInfoKey, UIKeyboardFrameEndUserInfoKey]
    if animation {
      keys += [UIKeyboardAnimationDurationUserInfoKey, UIKeyboardAnimationCurveUserInfoKey]
    }
    if isLocal { keys.append(UIKeyboardIsLocalUserInfoKey) }
    var table = [AnyHashable: Int](minimumCapacity: 10)
    for (index, key) in keys.enumerated() { table[key] = index }
    switch (animation, isLocal) {
    case (false, false): frames = table
    case (false, true): framesAndLocal = table
    case (true, false): animated = table
    case (true, true): animatedAndLocal = table
    }
    return table
  }

  /// This thread's tables, made when first asked for.
  static var current: KeyboardUserInfoTables {
    slot.current { KeyboardUserInfoTables() }
  }

  /// The thread-local slot; a thread that ends with tables in it releases them.
  private static let slot = ThreadLocalObject<KeyboardUserInfoTables>("KeyboardUserInfoTables")
}
