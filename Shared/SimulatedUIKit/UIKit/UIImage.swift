/// An image, as UIKit's `UIImage`, as far as layout reads it: its size in points. The lab has no
/// pixels and no asset catalog [M]: `UIImage(named:)` finds nothing, as on iOS for a name the
/// app's bundle lacks, and a symbol image (`UIImage(systemName:)`) is a square as tall as its
/// configuration's point size is high in lines (`UIFont.lineHeight`) [M].
public final class UIImage: Sendable {
  /// How a symbol image is drawn: the lab keeps its point size [A].
  public final class SymbolConfiguration: Sendable {
    /// The point size the symbol is drawn at (17 pt unless given) [A].
    public let pointSize: CGFloat

    /// A configuration drawing symbols at `pointSize` [A].
    public init(pointSize: CGFloat) {
      self.pointSize = pointSize
    }

    /// A configuration drawing symbols at the size of `textStyle` [A].
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(pointSize: textStyle.pointSize)
    }
  }

  /// The image's size in points [A].
  public let size: CGSize
  /// Points to pixels: the lab's images are in points, 1 [M].
  public let scale: CGFloat = 1

  /// An image of `size` points, as one an app draws (`UIGraphicsImageRenderer`) would be [M].
  public init(size: CGSize) {
    self.size = size
  }

  /// An empty image: no size, nothing drawn [A: `UIImage()` has a zero size].
  public convenience init() {
    self.init(size: .zero)
  }

  /// An image decoded from `data` (a PNG's or a JPEG's bytes): `nil`, as iOS answers for data it
  /// cannot read as an image [A]; the lab decodes none, having no pixels [M]. A run reaches no
  /// server (`URLSession`), so an image loaded from the network never comes to it.
  public convenience init?(data: Data) {
    return nil
  }

  /// An image from the app's asset catalog or bundle: the lab has none, so `nil`, as iOS answers
  /// for a name the bundle lacks [A; M: no bundle].
  public convenience init?(named name: String) {
    return nil
  }

  /// A system symbol at the default configuration (17 pt) [A].
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// A system symbol drawn with `configuration`: a square one line of its point size high [M].
  public convenience init?(
    systemName name: String, withConfiguration configuration: SymbolConfiguration?
  ) {
    guard !name.isEmpty else { return nil }
    let side = UIFont.systemFont(ofSize: configuration?.pointSize ?? 17).lineHeight.rounded(.up)
    self.init(size: CGSize(width: side, height: side))
  }
}
