import SwiftSyntax

/// `(E as AnyObject).member`, Objective-C's member lookup on `AnyObject` (Swift 3's way of reading
/// a notification's `userInfo`: `(userInfo[key] as AnyObject).cgRectValue`), for the members of a
/// closed list that Foundation's and UIKit's value classes answer. On iOS the lookup sends the
/// message by name at run time and yields an implicitly unwrapped optional, `nil` when the object
/// does not respond [A]; Linux has no Objective-C runtime, so its compiler refuses the member. The
/// rewriter makes it `AnyObjectLookup(E).member` (the cast blanked, keeping the columns after it),
/// the lab's `AnyObjectLookup`, which answers each member as the classes that have it would, and
/// `nil` for any other object [M: an app's own class with such a member is not looked up].
enum AnyObjectLookup {
  /// The members rewritten: `NSValue`'s geometry (UIKit's) and the numbers of `NSNumber` (and of
  /// `NSString`, for those it has).
  static let members: Set<String> = [
    "cgRectValue", "cgPointValue", "cgSizeValue", "doubleValue", "floatValue", "intValue",
    "integerValue", "uintValue", "boolValue",
  ]

  /// The lab's type the rewritten expression makes.
  static let typeName = "AnyObjectLookup"

  /// The opening parenthesis of `(E as AnyObject)` and the cast `as AnyObject` in it, when `node`
  /// reads one of `members` on such a parenthesised cast, with nothing else inside; `nil`
  /// otherwise.
  static func lookup(in node: MemberAccessExprSyntax)
    -> (leftParen: TokenSyntax, cast: Range<AbsolutePosition>)?
  {
    guard members.contains(node.declName.baseName.text), node.declName.argumentNames == nil,
      let tuple = node.base?.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let element = tuple.elements.first, element.label == nil,
      let sequence = element.expression.as(SequenceExprSyntax.self),
      sequence.elements.count == 3
    else { return nil }
    let parts = Array(sequence.elements)
    guard let cast = parts[1].as(UnresolvedAsExprSyntax.self),
      cast.questionOrExclamationMark == nil,
      let type = parts[2].as(TypeExprSyntax.self),
      type.type.trimmedDescription == "AnyObject"
    else { return nil }
    return (
      tuple.leftParen,
      cast.positionAfterSkippingLeadingTrivia..<type.endPositionBeforeTrailingTrivia
    )
  }
}
