extension UIView {
  /// Makes the first responder resign when it is this view or inside it, which sends a text
  /// field's keyboard away [A]; with `force`, it resigns even if it would refuse. Returns whether
  /// no first responder is left inside the view [A: "true if the view resigned the first
  /// responder status"; `true` when there was none, M].
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let application = RunningSystemSlot.current?.application,
      let responder = application.firstResponder as? UIView, responder.isInside(self)
    else { return true }
    if !responder.resignFirstResponder(), force, application.firstResponder === responder {
      application.clearFirstResponder(responder)
    }
    return application.firstResponder !== responder
  }

  /// Whether this view is `ancestor` or inside it.
  package func isInside(_ ancestor: UIView) -> Bool {
    var view: UIView? = self
    while let current = view {
      if current === ancestor { return true }
      view = current.superview
    }
    return false
  }
}
