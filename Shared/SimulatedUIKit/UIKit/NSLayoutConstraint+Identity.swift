/// A constraint is an `NSObject` on iOS, so constraints compare and hash by identity: an array of
/// them answers `contains(_:)` and `firstIndex(of:)`, and a set holds them [A].
extension NSLayoutConstraint: Hashable {
  /// Whether the two are the same constraint [A: `NSObject.isEqual(_:)`, identity by default].
  public static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool {
    lhs === rhs
  }

  /// Hashes the constraint's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
