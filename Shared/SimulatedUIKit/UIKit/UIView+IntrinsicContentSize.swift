extension UIView {
  /// Tells the layout that `intrinsicContentSize` changed [A]: the superview, whose constraints
  /// use it, is laid out again at the next pass; and when the view is the first responder's input
  /// accessory, the keyboard takes its new height, a keyboard change posted as on iOS
  /// (`reloadInputViews()`) [S: a growing chat bar's accessory moves the keyboard's frames]. A view
  /// being built inside the app's `inputAccessoryView` getter (a label's text set as a lazy bar
  /// is made) is no accessory shown yet, and the getter is not asked again.
  public func invalidateIntrinsicContentSize() {
    superview?.setNeedsLayout()
    setNeedsLayout()
    guard let system = RunningSystemSlot.current, system.isShownInputAccessory(self) else { return }
    system.reloadInputViews()
  }
}
