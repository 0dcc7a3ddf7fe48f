/// The type `#imageLiteral(resourceName:)` makes where nothing else is asked for: `UIImage`, as
/// UIKit declares it [A].
public typealias _ImageLiteralType = UIImage

/// An image literal, `#imageLiteral(resourceName: "Name")`: Xcode writes one for an image the
/// app's asset catalog holds [A]. The lab has no asset catalog, so the literal gives a
/// placeholder: a square 100 pt a side, whatever the name [M]; `UIImage(named:)` stays `nil`.
extension UIImage: _ExpressibleByImageLiteral {
  /// The placeholder image for the literal naming `name` [M].
  public convenience init(imageLiteralResourceName name: String) {
    self.init(size: CGSize(width: 100, height: 100))
  }
}
