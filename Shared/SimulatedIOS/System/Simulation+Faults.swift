import SimulatedUIKit

/// The faults `fault` arms (`docs/behaviour-model.md` §7): `drop-next NAME` drops the next notification
/// named NAME; the others change or double the next will-show or will-hide, the notifications the
/// samples observe [M: a fault on WillChangeFrame, posted first, would reach none of them]. Each
/// says so in the timeline. A stress for the app's code, not a claim about iOS.
extension Simulation {
  /// The value a `wrong-type` fault puts in place of a key's: a string, where UIKit puts an
  /// `NSValue` or an `NSNumber`.
  static let wrongTypeValue = "wrong type"

  /// Posts `notification` through the armed faults; `record` is the timeline's record of it as
  /// posted, which a fault that changes the notification makes anew. Made only when the run keeps
  /// its events (`NotificationCenter.post(_:recordedAs:)`): a matrix's runs record none.
  func deliverKeyboard(
    _ notification: Notification, recordedAs record: @autoclosure () -> PostRecord
  ) {
    // Nearly every post meets no fault: it goes straight through, without the lookups below.
    guard !hazards.faults.isEmpty else {
      return notificationCenter.post(notification, recordedAs: record())
    }
    let name = notification.name.timelineName
    if let faultName = KeyboardFault.Name(rawValue: name),
      let index = hazards.faults.firstIndex(of: .dropNext(faultName))
    {
      hazards.faults.remove(at: index)
      recorder.record(.note("fault: \(name) is not posted"))
      return
    }
    let isShowOrHide =
      notification.name == .UIKeyboardWillShow || notification.name == .UIKeyboardWillHide
    guard isShowOrHide else { return notificationCenter.post(notification, recordedAs: record()) }
    var info = notification.userInfo ?? [:]
    for key in KeyboardFault.Key.allCases where info[key.rawValue] != nil {
      if let index = hazards.faults.firstIndex(of: .missingKey(key)) {
        hazards.faults.remove(at: index)
        info[key.rawValue] = nil
        recorder.record(.note("fault: \(name) without \(key.rawValue)"))
      } else if let index = hazards.faults.firstIndex(of: .wrongType(key)) {
        hazards.faults.remove(at: index)
        info[key.rawValue] = Self.wrongTypeValue
        recorder.record(.note("fault: \(name) with a string for \(key.rawValue)"))
      }
    }
    if info[UIKeyboardFrameEndUserInfoKey] is NSValue,
      let index = hazards.faults.firstIndex(of: .zeroFrame)
    {
      hazards.faults.remove(at: index)
      info[UIKeyboardFrameEndUserInfoKey] = NSValue(cgRect: .zero)
      recorder.record(.note("fault: \(name) with a zero end frame"))
    }
    var copies = 1
    if let index = hazards.faults.firstIndex(of: .duplicateNext) {
      hazards.faults.remove(at: index)
      copies = 2
      recorder.record(.note("fault: \(name) is posted twice"))
    }
    let faulty = Notification(name: notification.name, object: nil, userInfo: info)
    for _ in 0..<copies {
      notificationCenter.post(faulty)
    }
  }
}
