extension UIView {
  /// Tells the layout that `intrinsicContentSize` changed [A]: the superview, whose constraints
  /// use it, is laid out again at the next pass; and when the view is the first responder's input
  /// accessory, the keyboard takes its new height, a keyboard change posted as on iOS
  /// (`reloadInputViews()`) [S: a growing chat bar's accessory moves the keyboard's frames].
  public func invalidateIntrinsicContentSize() {
    superview?.setNeedsLayout()
    setNeedsLayout()
    guard let system = RunningSystemSlot.current,
      system.application.firstResponder?.inputAccessoryView === self
    else { return }
    system.reloadInputViews()
  }
}
