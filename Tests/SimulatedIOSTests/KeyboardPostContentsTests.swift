import Foundation
import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// A keyboard notification's contents (`KeyboardPostContents`): the timeline records what its
/// userInfo carries, and the next post carries the same userInfo again only for the same values.
@Suite struct KeyboardPostContentsTests {
  private static let begin = CGRect(x: 0, y: 568, width: 320, height: 216)
  private static let end = CGRect(x: 0, y: 352.5, width: 320, height: 215.5)

  /// The record built beside the userInfo is the one `PostRecord` reads from it, with and without
  /// the keys of the animation ("did" notifications before iOS 9 carry the frames alone).
  @Test(arguments: [true, false])
  func theRecordIsWhatTheUserInfoCarries(carriesAnimation: Bool) {
    let contents = KeyboardPostContents(
      begin: Self.begin, end: Self.end, animation: carriesAnimation ? (0.25, 7) : nil,
      isLocal: carriesAnimation ? false : nil)
    let notification = Notification(
      name: .UIKeyboardWillChangeFrame, object: nil, userInfo: contents.userInfo)
    #expect(
      contents.record(named: .UIKeyboardWillChangeFrame)
        == PostRecord(notification, observers: 0))
    #expect(contents.userInfo.count == (carriesAnimation ? 5 : 2))
  }

  @Test func contentsMatchOnlyTheSameValuesToTheBit() {
    let contents = KeyboardPostContents(
      begin: Self.begin, end: .zero, animation: (0.25, 7), isLocal: true)
    #expect(contents.matches(begin: Self.begin, end: .zero, animation: (0.25, 7), isLocal: true))
    // A zero's sign is printed, and a rectangle's raw origin and size are what an app reads.
    let negativeZero = CGRect(x: -0.0, y: 0, width: 0, height: 0)
    #expect(
      !contents.matches(begin: Self.begin, end: negativeZero, animation: (0.25, 7), isLocal: true))
    let flipped = CGRect(x: 320, y: 568, width: -320, height: 216)
    #expect(!contents.matches(begin: flipped, end: .zero, animation: (0.25, 7), isLocal: true))
    #expect(!contents.matches(begin: Self.end, end: .zero, animation: (0.25, 7), isLocal: true))
    #expect(!contents.matches(begin: Self.begin, end: .zero, animation: (0.4, 7), isLocal: true))
    #expect(!contents.matches(begin: Self.begin, end: .zero, animation: (0.25, 0), isLocal: true))
    #expect(!contents.matches(begin: Self.begin, end: .zero, animation: nil, isLocal: true))
    #expect(!contents.matches(begin: Self.begin, end: .zero, animation: (0.25, 7), isLocal: nil))
  }
}
