/// Foundation's `NSValue`, the box a keyboard frame travels in through a notification's userInfo.
///
/// Shared's own, so that the executables need only `FoundationEssentials` (where `NSValue` is
/// not). It boxes what UIKit's `UIGeometry.h` category boxes for the keyboard: a rectangle. As in
/// Foundation, `NSNumber` is a kind of `NSValue`, so `is NSValue` holds for a number too; two
/// values holding the same rectangle are equal [A].
public class NSValue: NSObject {
  private let rect: CGRect?

  /// Boxes a rectangle, as UIKit's `UIGeometry.h` category does.
  public init(cgRect rect: CGRect) {
    self.rect = rect
  }

  /// A box with no rectangle in it: a number's.
  override init() {
    rect = nil
  }

  /// The boxed rectangle, `nil` for a number: what the `UIKit` module's `as? CGRect` bridge reads.
  package var boxedRect: CGRect? { rect }

  /// The boxed rectangle, as UIKit's `UIGeometry.h` category reads it. Asking a number for one
  /// stops the program, as Foundation's exception does on iOS.
  public var cgRectValue: CGRect {
    guard let rect else { preconditionFailure("NSValue: cgRectValue of a value with no rectangle") }
    return rect
  }

  /// Whether `object` is a value holding the same rectangle [A].
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSValue, let rect, let otherRect = other.rect else {
      return super.isEqual(object)
    }
    return rect == otherRect
  }

  /// Equal values' shared number: the rectangle's, or the object's for a value without one.
  public override var hash: Int {
    guard let rect else { return super.hash }
    return rect.components.hashValue
  }
}
