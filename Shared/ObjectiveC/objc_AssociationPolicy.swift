/// How `objc_setAssociatedObject` holds a value, by the Objective-C runtime's names and raw values
/// [A: `objc_AssociationPolicy`, Objective-C Runtime]. The lab keeps the difference that Swift can
/// see, whether the owner keeps the value alive (`AssociationTable`); atomicity means nothing on
/// the simulation's one thread.
public enum objc_AssociationPolicy: UInt, Sendable {
  /// A weak reference: the owner does not keep the value alive. On iOS an unsafe unretained one,
  /// which dangles once the value goes; here it reads `nil` then [M].
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// A strong reference.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// A copy of the value (`NSCopying`'s `copy()`), held strongly.
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// A strong reference, set atomically.
  case OBJC_ASSOCIATION_RETAIN = 0o1401
  /// A copy of the value, set atomically.
  case OBJC_ASSOCIATION_COPY = 0o1403
}
