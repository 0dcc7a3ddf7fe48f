/// A registration made by Swift's `observe(_:options:changeHandler:)` [A]: the handler is called
/// until `invalidate()`, or until the observation is released, as Swift's is.
public final class NSKeyValueObservation {
  /// The view observed, held weakly: an observation does not keep its view [A].
  private weak var view: UIView?
  /// The registration inside the view.
  private let registration: GeometryObservation

  init(view: UIView, registration: GeometryObservation) {
    self.view = view
    self.registration = registration
  }

  /// Stops the handler being called [A].
  public func invalidate() {
    view?.removeGeometryObservation(registration)
    view = nil
  }

  deinit {
    invalidate()
  }
}
