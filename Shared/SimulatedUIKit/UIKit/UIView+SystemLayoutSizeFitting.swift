extension UIView {
  /// The smallest size a fitting asks for: zero on both axes [A].
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

  /// The size the view's constraints to its own content give it, as near `targetSize` as they
  /// allow on each axis [A: "the size of the view that satisfies the constraints it holds"]:
  /// with `layoutFittingCompressedSize`, the smallest. A view whose constraints leave an axis
  /// open takes the target's value there (zero for the compressed size, as on iOS for a view
  /// with no constraints). The view's own intrinsic size, and constraints that place the view in
  /// its superview, are not part of the fitting [M: its content's constraints are].
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    ConstraintSolver.fittedSize(of: self, toward: targetSize)
  }
}
