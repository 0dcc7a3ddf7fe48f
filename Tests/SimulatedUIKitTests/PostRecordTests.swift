import Foundation
import Testing

@testable import SimulatedUIKit

/// A post's record names the notification without `Notification`, as Foundation's replacement
/// would, and reads each userInfo key the keyboard family carries.
@Suite struct PostRecordTests {
  @Test(arguments: [
    "UIKeyboardWillShowNotification", "UIKeyboardDidChangeFrameNotification", "Notification",
    "NotificationNotification", "NNotification", "Notificatio", "xNotificationyNotificationz",
    "", "ÜberNotification", "UIApplicationDidBecomeActive",
  ])
  func theNameDropsEveryNotificationAsFoundationWould(name: String) {
    #expect(
      PostRecord.timelineName(name) == name.replacingOccurrences(of: "Notification", with: ""))
  }

  /// The keyboard's six names, which the timeline knows without a scan, read as the scan reads
  /// them; another name is scanned.
  @Test(arguments: [
    Notification.Name.UIKeyboardWillShow, .UIKeyboardDidShow, .UIKeyboardWillHide,
    .UIKeyboardDidHide, .UIKeyboardWillChangeFrame, .UIKeyboardDidChangeFrame,
    Notification.Name("MyAppDidSaveNotification"),
  ])
  func aNameReadsAsItsScan(name: Notification.Name) {
    #expect(name.timelineName == PostRecord.timelineName(name.rawValue))
  }

  @Test func everyKeyTheKeyboardFamilyCarriesIsRead() {
    let notification = Notification(
      name: .UIKeyboardWillShow, object: nil,
      userInfo: [
        UIKeyboardFrameBeginUserInfoKey: NSValue(
          cgRect: CGRect(x: 0, y: 568, width: 320, height: 216)),
        UIKeyboardFrameEndUserInfoKey: NSValue(
          cgRect: CGRect(x: 0, y: 352, width: 320, height: 216)),
        UIKeyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
        UIKeyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
        UIKeyboardIsLocalUserInfoKey: NSNumber(value: true),
        "SomethingElse": NSNumber(value: 1),
      ])
    #expect(
      PostRecord(notification, observers: 2)
        == PostRecord(
          name: "UIKeyboardWillShow", frameBegin: [0, 568, 320, 216], frameEnd: [0, 352, 320, 216],
          duration: 0.25, curve: 7, isLocal: true, observers: 2))
  }

  @Test func aKeyNotCarriedIsNil() {
    let notification = Notification(
      name: .UIKeyboardDidHide, object: nil, userInfo: nil)
    #expect(
      PostRecord(notification, observers: 0) == PostRecord(name: "UIKeyboardDidHide", observers: 0))
  }
}
