/// A view showing an image, as UIKit's `UIImageView`: its intrinsic size is its image's [A]. The
/// pictures draw it as a block of its background colour, as any view; the image's pixels are not
/// modelled [M].
open class UIImageView: UIView {
  /// The image shown [A]; setting it changes the intrinsic size.
  open var image: UIImage? {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// An image view the size of `image`, at the origin [A].
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }

  /// An empty image view with `frame` [A].
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// An image view from an archive, with no image [A].
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The image's size, or none without an image [A].
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
}
