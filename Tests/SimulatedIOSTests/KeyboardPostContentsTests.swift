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
    var reused = KeyboardPostContents.Reused()
    let contents = KeyboardPostContents(
      begin: Self.begin, end: Self.end, animation: carriesAnimation ? (0.25, 7) : nil,
      isLocal: carriesAnimation ? false : nil, reusing: &reused)
    let notification = Notification(
      name: .UIKeyboardWillChangeFrame, object: nil, userInfo: contents.userInfo)
    #expect(
      contents.record(named: .UIKeyboardWillChangeFrame)
        == PostRecord(notification, observers: 0))
    #expect(contents.userInfo.count == (carriesAnimation ? 5 : 2))
  }

  @Test func contentsMatchOnlyTheSameValuesToTheBit() {
    var reused = KeyboardPostContents.Reused()
    let contents = KeyboardPostContents(
      begin: Self.begin, end: .zero, animation: (0.25, 7), isLocal: true, reusing: &reused)
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

  /// Each set of keys a notification carries (the frames alone, with the animation's, with
  /// whether the keyboard is local) holds each value under its UIKit key, as an `NSValue` or an
  /// `NSNumber`, and nothing else: the userInfo made from a table of its keys is the one a
  /// dictionary built key by key would be.
  @Test(arguments: [(false, false), (false, true), (true, false), (true, true)])
  func eachSetOfKeysHoldsItsValues(carriesAnimation: Bool, carriesIsLocal: Bool) {
    var reused = KeyboardPostContents.Reused()
    // Twice: the table made, then the table kept.
    let contents = [0, 1].map { _ in
      KeyboardPostContents(
        begin: Self.begin, end: Self.end, animation: carriesAnimation ? (0.25, 7) : nil,
        isLocal: carriesIsLocal ? false : nil, reusing: &reused)
    }.last!
    var expected: [AnyHashable: Any] = [
      UIKeyboardFrameBeginUserInfoKey: NSValue(cgRect: Self.begin),
      UIKeyboardFrameEndUserInfoKey: NSValue(cgRect: Self.end),
    ]
    if carriesAnimation {
      expected[UIKeyboardAnimationDurationUserInfoKey] = NSNumber(value: 0.25)
      expected[UIKeyboardAnimationCurveUserInfoKey] = NSNumber(value: 7)
    }
    if carriesIsLocal { expected[UIKeyboardIsLocalUserInfoKey] = NSNumber(value: false) }
    #expect(Set(contents.userInfo.keys) == Set(expected.keys))
    for (key, value) in expected {
      #expect(contents.userInfo[key] as? NSObject == value as? NSObject, "\(key)")
    }
  }

  /// The tables of the keys are the thread's (`KeyboardUserInfoTables`), kept from one run to the
  /// next: contents made for a new run (a `Reused` of its own), after contents of every set of
  /// keys in the runs before, carry their own set of keys, each with its own value, whichever
  /// set was made before.
  @Test func aRunAfterOthersOnTheThreadCarriesItsOwnKeysAndValues() {
    let keySets = [(false, false), (true, true), (false, true), (true, false)]
    for (carriesAnimation, carriesIsLocal) in keySets + keySets.reversed() {
      var reused = KeyboardPostContents.Reused()
      let contents = KeyboardPostContents(
        begin: Self.begin, end: Self.end, animation: carriesAnimation ? (0.4, 3) : nil,
        isLocal: carriesIsLocal ? true : nil, reusing: &reused)
      var keys: Set<AnyHashable> = [UIKeyboardFrameBeginUserInfoKey, UIKeyboardFrameEndUserInfoKey]
      if carriesAnimation {
        keys.formUnion([
          UIKeyboardAnimationDurationUserInfoKey, UIKeyboardAnimationCurveUserInfoKey,
        ])
      }
      if carriesIsLocal { keys.insert(UIKeyboardIsLocalUserInfoKey) }
      let label = "animation \(carriesAnimation), isLocal \(carriesIsLocal)"
      #expect(Set(contents.userInfo.keys) == keys, "\(label)")
      #expect(
        (contents.userInfo[UIKeyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue == Self.begin,
        "\(label)")
      #expect(
        (contents.userInfo[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == Self.end,
        "\(label)")
      if carriesAnimation {
        #expect(
          (contents.userInfo[UIKeyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue
            == 0.4, "\(label)")
        #expect(
          (contents.userInfo[UIKeyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue == 3,
          "\(label)")
      }
      if carriesIsLocal {
        #expect(
          (contents.userInfo[UIKeyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue == true,
          "\(label)")
      }
    }
  }

  /// Contents made after others carry the numbers made for them again only where the values are
  /// the same: a new duration, curve or locality is a new number holding the new value.
  @Test func numbersAreCarriedOverOnlyForTheSameValues() {
    var reused = KeyboardPostContents.Reused()
    let last = KeyboardPostContents(
      begin: Self.begin, end: Self.end, animation: (0.25, 7), isLocal: true, reusing: &reused)
    let same = KeyboardPostContents(
      begin: Self.end, end: Self.begin, animation: (0.25, 7), isLocal: true, reusing: &reused)
    for key in [
      UIKeyboardAnimationDurationUserInfoKey, UIKeyboardAnimationCurveUserInfoKey,
      UIKeyboardIsLocalUserInfoKey,
    ] {
      #expect(same.userInfo[key] as? NSNumber === last.userInfo[key] as? NSNumber, "\(key)")
    }
    #expect((same.userInfo[UIKeyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue == Self.end)
    let other = KeyboardPostContents(
      begin: Self.begin, end: Self.end, animation: (0.4, 0), isLocal: false, reusing: &reused)
    #expect(
      (other.userInfo[UIKeyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.4)
    #expect((other.userInfo[UIKeyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue == 0)
    #expect((other.userInfo[UIKeyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue == false)
  }
}
