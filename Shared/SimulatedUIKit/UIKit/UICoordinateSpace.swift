/// A coordinate space: UIKit's `UICoordinateSpace` [A], the part the variants use, which a view
/// converts from (`UIView.convert(_:from:)`). Only the screen's exists here
/// (`UIScreen.coordinateSpace`).
public protocol UICoordinateSpace: AnyObject {
  /// Maps `rect` from this space to the screen's coordinates, as the simulation keeps them.
  func screenRect(from rect: CGRect) -> CGRect
}
