import SimulatedUIKit

/// A fault the simulation injects into the keyboard notifications, to stress the app's code: not a
/// claim about iOS (`docs/behaviour-model.md` §7). Each applies once: `drop-next` to the next notification
/// of its name, the others to the next will-show or will-hide that carries what they change.
///
/// ```text
/// fault missing-key UIKeyboardFrameEndUserInfoKey
/// fault drop-next UIKeyboardWillHide
/// ```
public enum KeyboardFault: Equatable, Codable, Sendable {
  /// A userInfo key of the keyboard notifications.
  public enum Key: String, CaseIterable, Codable, Sendable {
    /// `UIKeyboardFrameBeginUserInfoKey`.
    case frameBegin = "UIKeyboardFrameBeginUserInfoKey"
    /// `UIKeyboardFrameEndUserInfoKey`.
    case frameEnd = "UIKeyboardFrameEndUserInfoKey"
    /// `UIKeyboardAnimationDurationUserInfoKey`.
    case duration = "UIKeyboardAnimationDurationUserInfoKey"
    /// `UIKeyboardAnimationCurveUserInfoKey`.
    case curve = "UIKeyboardAnimationCurveUserInfoKey"
    /// `UIKeyboardIsLocalUserInfoKey`.
    case isLocal = "UIKeyboardIsLocalUserInfoKey"
  }

  /// A keyboard notification, as the timeline names it.
  public enum Name: String, CaseIterable, Codable, Sendable {
    /// `UIKeyboardWillShow`.
    case willShow = "UIKeyboardWillShow"
    /// `UIKeyboardDidShow`.
    case didShow = "UIKeyboardDidShow"
    /// `UIKeyboardWillHide`.
    case willHide = "UIKeyboardWillHide"
    /// `UIKeyboardDidHide`.
    case didHide = "UIKeyboardDidHide"
    /// `UIKeyboardWillChangeFrame`.
    case willChangeFrame = "UIKeyboardWillChangeFrame"
    /// `UIKeyboardDidChangeFrame`.
    case didChangeFrame = "UIKeyboardDidChangeFrame"
  }

  /// `missing-key KEY`: the next will-show or will-hide that carries `KEY` arrives without it.
  case missingKey(Key)
  /// `wrong-type KEY`: the next will-show or will-hide that carries `KEY` has a string in its place.
  case wrongType(Key)
  /// `zero-frame`: the next will-show or will-hide has the zero rectangle as its end frame.
  case zeroFrame
  /// `duplicate-next`: the next will-show or will-hide is posted twice.
  case duplicateNext
  /// `drop-next NAME`: the next notification named `NAME` is not posted.
  case dropNext(Name)

  /// The fault as a scenario file spells it after `fault`.
  public var scriptText: String {
    switch self {
    case .missingKey(let key): "missing-key \(key.rawValue)"
    case .wrongType(let key): "wrong-type \(key.rawValue)"
    case .zeroFrame: "zero-frame"
    case .duplicateNext: "duplicate-next"
    case .dropNext(let name): "drop-next \(name.rawValue)"
    }
  }
}
