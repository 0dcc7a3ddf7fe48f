/// Foundation's `NSValue`, the box a keyboard frame travels in through a notification's userInfo.
///
/// Shared's own, so that the executables need only `FoundationEssentials` (where `NSValue` is
/// not). It boxes what UIKit's `UIGeometry.h` category boxes for the keyboard: a rectangle. As in
/// Foundation, `NSNumber` is a kind of `NSValue`, so `is NSValue` holds for a number too.
public class NSValue {
  private let rect: CGRect?

  /// Boxes a rectangle, as UIKit's `UIGeometry.h` category does.
  public init(cgRect rect: CGRect) {
    self.rect = rect
  }

  /// A box with no rectangle in it: a number's.
  init() {
    rect = nil
  }

  /// The boxed rectangle, as UIKit's `UIGeometry.h` category reads it. Asking a number for one
  /// stops the program, as Foundation's exception does on iOS.
  public var cgRectValue: CGRect {
    guard let rect else { preconditionFailure("NSValue: cgRectValue of a value with no rectangle") }
    return rect
  }
}
