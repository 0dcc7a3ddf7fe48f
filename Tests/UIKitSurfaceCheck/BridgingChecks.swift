import UIKit

/// The casts iOS bridges through `NSNumber` and `NSValue`, as Swift defines them for Foundation
/// (SE-0170), read from boxes like those the simulation posts.
func checkBridging(_ checks: CheckList) {
  let info: [AnyHashable: Any] = [
    "duration": NSNumber(value: 0.25),
    "curve": NSNumber(value: 7),
    "seven": NSNumber(value: 7.0),
    "minusOne": NSNumber(value: -1),
    "one": NSNumber(value: true),
    "two": NSNumber(value: 2),
    "frame": NSValue(cgRect: CGRect(x: 0, y: 451, width: 375, height: 216)),
    "rawRect": CGRect(x: 1, y: 2, width: 3, height: 4),
    "rawDouble": 0.3,
  ]
  checks.expect(
    info["duration"] as? Double == 0.25 && info["duration"] as? TimeInterval == 0.25
      && info["duration"] as? CGFloat == 0.25 && info["duration"] as? Float == 0.25
      && info["duration"] as! Double == 0.25,
    "0.25 in an NSNumber reads 0.25 as Double, TimeInterval, CGFloat and Float, and through as!")
  checks.expect(
    info["duration"] as? Int == nil && info["duration"] as? UInt == nil
      && info["duration"] as? Bool == nil,
    "0.25 in an NSNumber is no Int, UInt or Bool (SE-0170: integers only when exact)")
  checks.expect(
    info["curve"] as? Int == 7 && info["curve"] as? UInt == 7 && info["curve"] as? Int32 == 7
      && info["curve"] as? UInt8 == 7 && info["curve"] as? Double == 7,
    "7 in an NSNumber reads 7 as Int, UInt, Int32, UInt8 and Double")
  checks.expect(info["seven"] as? Int == 7, "7.0 boxed as a Double is the Int 7, exactly")
  checks.expect(
    info["minusOne"] as? Int == -1 && info["minusOne"] as? UInt == nil,
    "-1 is an Int and no UInt")
  checks.expect(
    info["one"] as? Bool == true && info["one"] as? Int == 1 && info["two"] as? Bool == nil
      && info["curve"] as? Bool == nil,
    "a Bool boxed is 1; only 0 and 1 read as Bool")
  let frame = CGRect(x: 0, y: 451, width: 375, height: 216)
  checks.expect(
    info["frame"] as? CGRect == frame && info["frame"] as! CGRect == frame
      && (info["frame"] as? NSValue)?.cgRectValue == frame,
    "an NSValue's rectangle reads as CGRect, through as! too, and through as? NSValue + cgRectValue"
  )
  checks.expect(info["duration"] as? CGRect == nil, "a number is no CGRect")
  checks.expect(
    (info["rawRect"] as? NSValue)?.cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4)
      && (info["rawDouble"] as? NSNumber)?.doubleValue == 0.3,
    "a CGRect and a Double put in a userInfo read back as NSValue and NSNumber")
}
