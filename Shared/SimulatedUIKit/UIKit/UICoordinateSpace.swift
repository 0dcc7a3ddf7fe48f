/// A coordinate space: UIKit's `UICoordinateSpace` [A], which the screen
/// (`UIScreen.coordinateSpace`) and every view, a window too, are. A rectangle or point converts
/// from one space to another through the screen's coordinates, where the simulation keeps them.
public protocol UICoordinateSpace: AnyObject {
  /// The space's own rectangle, in its own coordinates [A].
  var bounds: CGRect { get }
  /// `rect`, in `coordinateSpace`'s coordinates, in this space's [A].
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
  /// `rect`, in this space's coordinates, in `coordinateSpace`'s [A].
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  /// Maps `rect` from this space to the screen's coordinates, as the simulation keeps them.
  func screenRect(from rect: CGRect) -> CGRect
  /// Maps `rect` from the screen's coordinates, as the simulation keeps them, to this space.
  func rect(fromScreen rect: CGRect) -> CGRect
}

extension UICoordinateSpace {
  /// `rect`, in `coordinateSpace`'s coordinates, in this space's: through the screen's [A].
  public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    self.rect(fromScreen: coordinateSpace.screenRect(from: rect))
  }

  /// `rect`, in this space's coordinates, in `coordinateSpace`'s: through the screen's [A].
  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    coordinateSpace.rect(fromScreen: screenRect(from: rect))
  }

  /// `point`, in `coordinateSpace`'s coordinates, in this space's [A].
  public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    convert(CGRect(origin: point, size: .zero), from: coordinateSpace).origin
  }

  /// `point`, in this space's coordinates, in `coordinateSpace`'s [A].
  public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    convert(CGRect(origin: point, size: .zero), to: coordinateSpace).origin
  }
}
