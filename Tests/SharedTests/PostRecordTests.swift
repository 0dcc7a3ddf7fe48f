import Foundation
import Testing

@testable import Shared

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

  @Test func everyKeyTheKeyboardFamilyCarriesIsRead() {
    // `Shared.`: this file imports Foundation too, which has types of the same names.
    let notification = Shared.Notification(
      name: .UIKeyboardWillShow, object: nil,
      userInfo: [
        UIKeyboardFrameBeginUserInfoKey: Shared.NSValue(
          cgRect: Shared.CGRect(x: 0, y: 568, width: 320, height: 216)),
        UIKeyboardFrameEndUserInfoKey: Shared.NSValue(
          cgRect: Shared.CGRect(x: 0, y: 352, width: 320, height: 216)),
        UIKeyboardAnimationDurationUserInfoKey: Shared.NSNumber(value: 0.25),
        UIKeyboardAnimationCurveUserInfoKey: Shared.NSNumber(value: 7),
        UIKeyboardIsLocalUserInfoKey: Shared.NSNumber(value: true),
        "SomethingElse": Shared.NSNumber(value: 1),
      ])
    #expect(
      PostRecord(notification, observers: 2)
        == PostRecord(
          name: "UIKeyboardWillShow", frameBegin: [0, 568, 320, 216], frameEnd: [0, 352, 320, 216],
          duration: 0.25, curve: 7, isLocal: true, observers: 2))
  }

  @Test func aKeyNotCarriedIsNil() {
    let notification = Shared.Notification(name: .UIKeyboardDidHide, object: nil, userInfo: nil)
    #expect(
      PostRecord(notification, observers: 0) == PostRecord(name: "UIKeyboardDidHide", observers: 0))
  }
}
