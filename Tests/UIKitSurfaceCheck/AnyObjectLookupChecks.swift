import UIKit

/// `AnyObjectLookup`, what the rewriter makes of `(userInfo[key] as AnyObject).cgRectValue`: each
/// member answers as the classes that have it do, and `nil` for any other object, in an
/// implicitly unwrapped optional, as Objective-C's member lookup on `AnyObject` does on iOS [A].
func checkAnyObjectLookup(_ checks: CheckList) {
  let frame = CGRect(x: 0, y: 409, width: 375, height: 258)
  let info: [AnyHashable: Any] = [
    UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame),
    UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
    UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
  ]
  // Implicitly unwrapped, as on iOS: `.height` reads through it without `!` or `?`.
  let height: CGFloat = AnyObjectLookup(info[UIResponder.keyboardFrameEndUserInfoKey]).cgRectValue
    .height
  checks.expect(
    height == 258
      && AnyObjectLookup(info[UIResponder.keyboardFrameEndUserInfoKey]).cgRectValue == frame,
    "a keyboard frame's NSValue answers cgRectValue with the frame")
  let duration = AnyObjectLookup(info[UIResponder.keyboardAnimationDurationUserInfoKey])
  let curve = AnyObjectLookup(info[UIResponder.keyboardAnimationCurveUserInfoKey])
  checks.expect(
    duration.doubleValue == 0.25 && duration.floatValue == 0.25 && curve.uintValue == 7
      && curve.intValue == 7 && curve.integerValue == 7 && curve.boolValue == true,
    "an NSNumber answers doubleValue, floatValue, uintValue, intValue, integerValue, boolValue")
  let text = AnyObjectLookup("12.5")
  checks.expect(
    text.doubleValue == 12.5 && text.integerValue == 12 && text.uintValue == nil,
    "a string answers doubleValue and integerValue as NSString does, and has no uintValue")
  let point = AnyObjectLookup(NSValue(cgPoint: CGPoint(x: 3, y: 4)))
  checks.expect(
    AnyObjectLookup(info["missing"]).cgRectValue == nil
      && AnyObjectLookup(NSNumber(value: 1)).cgRectValue == nil
      && AnyObjectLookup(UIView()).doubleValue == nil && point.cgRectValue == nil
      && point.cgPointValue == CGPoint(x: 3, y: 4),
    "a missing key, a number, a view and a boxed point give nil for what they do not answer")
}
