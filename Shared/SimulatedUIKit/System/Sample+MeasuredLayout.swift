extension Sample {
  /// Adds what a technique's demo names for the measurement: its edge when that is not the gray
  /// view's bottom, and its field.
  mutating func measure(_ layout: MeasuredLayout, at time: VirtualTime) {
    if case .visibleBottom(let scrollView) = layout.edge {
      precondition(
        scrollView.superview?.superview is UIWindow,
        "Sample.measure: the measured scroll view must be a subview of the root view")
      edgeBottom = scrollView.visibleBottom(at: time)
    }
    fieldMargin = layout.fieldMargin
    fieldHeight = layout.fieldHeight
  }
}
