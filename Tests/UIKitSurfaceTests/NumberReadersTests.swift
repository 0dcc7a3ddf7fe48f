import SimulatedUIKit
import Testing

/// Foundation's ways of reading an `NSNumber` that apps call, and the curve that takes any number.
@Suite struct NumberReadersTests {
  @Test func exactReadersFollowSE0170AndTruncatingReadersCutAsFoundationDoes() {
    let quarter = NSNumber(value: 0.25)
    #expect(Int(exactly: quarter) == nil)
    #expect(Int(exactly: NSNumber(value: 7.0)) == 7)
    #expect(UInt(exactly: NSNumber(value: -1)) == nil)
    #expect(Bool(exactly: NSNumber(value: 1)) == true)
    #expect(Bool(exactly: NSNumber(value: 2)) == nil)
    #expect(Int(truncating: quarter) == 0)
    #expect(Double(truncating: quarter) == 0.25)
    #expect(quarter.floatValue == 0.25)
    #expect(NSNumber(value: 7).uintValue == 7)
    #expect(NSNumber(value: 7).int32Value == 7)
    #expect(NSNumber(value: -1).uint32Value == UInt32.max)
  }

  @Test func numbersAreEqualByValueAndValuesByRectangle() {
    #expect(NSNumber(value: 7) == NSNumber(value: 7.0))
    #expect(NSNumber(value: 7).hash == NSNumber(value: 7.0).hash)
    #expect(NSNumber(value: 7) != NSNumber(value: 7.5))
    let frame = CGRect(x: 0, y: 451, width: 375, height: 216)
    #expect(NSValue(cgRect: frame) == NSValue(cgRect: frame))
    #expect(NSObject() != NSObject())
  }

  @Test func anUnnamedCurveIsAValueAsAnImportedEnumsIsAndADefaultTakesIt() throws {
    let curve = try #require(UIView.AnimationCurve(rawValue: 7))
    #expect(curve.rawValue == 7)
    #expect(UIView.AnimationCurve(rawValue: 2) == .easeOut)
    #expect(UIView.AnimationCurve.unnamed(0) == .easeInOut)
    let named: String
    switch curve {
    case .easeInOut: named = "easeInOut"
    case .easeIn: named = "easeIn"
    case .easeOut: named = "easeOut"
    case .linear: named = "linear"
    default: named = "none"
    }
    #expect(named == "none")
  }
}
