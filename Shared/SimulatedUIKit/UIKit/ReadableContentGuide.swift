/// A view's `readableContentGuide`: the margins' rectangle, no wider than a line of body text
/// should be, centered in it [A]. The widest is 672 pt, the figure reported for the default text
/// size [1]; the lab does not model other text sizes [M].
final class ReadableContentGuide: UILayoutGuide {
  /// The widest a readable line is at the default text size [1].
  static let widestReadableWidth: CGFloat = 672

  override var systemFrame: CGRect? {
    guard let margins = owningView?.marginsRect else { return nil }
    let width = min(margins.width, Self.widestReadableWidth)
    return CGRect(
      x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
  }
}
