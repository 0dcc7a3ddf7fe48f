extension UIColor {
  /// The colour as a `CGColor`, for a layer [A].
  public var cgColor: CGColor { CGColor(self) }

  /// The colour of `cgColor` [A].
  public convenience init(cgColor: CGColor) {
    let color = cgColor.color
    self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
  }
}
