import Foundation
import SimulatedUIKit

/// What `(value as AnyObject).member` answers on iOS, Objective-C's member lookup on `AnyObject`,
/// for the members an app reads a notification's values with: the rewriter of an app's files
/// (`Tools/ControllerRewriter`) makes `(userInfo[key] as AnyObject).cgRectValue` into
/// `AnyObjectLookup(userInfo[key]).cgRectValue`, since Linux's Swift has no Objective-C runtime
/// to look a member up by name. On iOS the message is sent at run time and the result is an
/// implicitly unwrapped optional: the member's value when the object responds, `nil` when it does
/// not (a missing key's `NSNull`, an object of another class) [A]. Here each member answers as the
/// classes that have it do, `NSValue` for the geometry and `NSNumber` and `NSString` for the
/// numbers (`NSString` has no `uintValue`), and `nil` for any other object [M: an app's own class
/// with a member of that name is not asked, and a value that boxes another geometry gives `nil`,
/// where iOS would read its bytes].
public struct AnyObjectLookup {
  /// The object the member is looked up on, as the app's expression gave it.
  private let value: Any?

  /// A lookup on `value`.
  public init(_ value: Any?) {
    self.value = value
  }

  /// The rectangle of an `NSValue` that boxes one [A: UIKit's `NSValue.cgRectValue`].
  public var cgRectValue: CGRect! { boxed("{CGRect=")?.cgRectValue }
  /// The point of an `NSValue` that boxes one [A].
  public var cgPointValue: CGPoint! { boxed("{CGPoint=")?.cgPointValue }
  /// The size of an `NSValue` that boxes one [A].
  public var cgSizeValue: CGSize! { boxed("{CGSize=")?.cgSizeValue }
  /// A number's or a string's `doubleValue` [A].
  public var doubleValue: Double! { number?.doubleValue ?? text?.doubleValue }
  /// A number's or a string's `floatValue` [A].
  public var floatValue: Float! { number?.floatValue ?? text?.floatValue }
  /// A number's `intValue`, an `Int` as Swift names `NSNumber`'s (Objective-C's
  /// `integerValue`, which a string answers too) [A].
  public var intValue: Int! { number?.intValue ?? text?.integerValue }
  /// A number's or a string's `integerValue` [A].
  public var integerValue: Int! { number?.intValue ?? text?.integerValue }
  /// A number's `uintValue`, a `UInt` as Swift names `NSNumber`'s [A]; a string has none.
  public var uintValue: UInt! { number?.uintValue }
  /// A number's or a string's `boolValue` [A].
  public var boolValue: Bool! { number?.boolValue ?? text?.boolValue }

  /// The value as an `NSValue` that is no number and whose Objective-C type starts with `prefix`.
  private func boxed(_ prefix: String) -> NSValue? {
    guard let boxed = value as? NSValue, !(boxed is NSNumber),
      String(cString: boxed.objCType).hasPrefix(prefix)
    else { return nil }
    return boxed
  }

  /// The value as a number.
  private var number: NSNumber? { value as? NSNumber }

  /// The value as a string.
  private var text: NSString? {
    (value as? NSString) ?? (value as? String).map { NSString(string: $0) }
  }
}
