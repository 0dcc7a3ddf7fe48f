/// UIKit's `UICollectionViewCell`: the view of one item of a collection view [A], which its data
/// source gives it (`UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)`). Its
/// `contentView` fills it, and the app puts the item's views inside that, or, as many apps do,
/// inside the cell itself [A]. The collection view makes a registered class's cell with
/// `init(frame:)` at the item's rectangle, which an app's subclass overrides [A].
///
/// **Modelled less:** there is no `UICollectionReusableView` above it (no headers or footers), no
/// `backgroundView` or `selectedBackgroundView`, and no selection or highlighting by touch (no
/// scenario step touches an item) [M].
open class UICollectionViewCell: UIView {
  /// The view the item's content goes in: it fills the cell and follows its size [A].
  public let contentView: UIView
  /// The identifier the collection view reuses the cell under: the one it was dequeued with [A].
  public internal(set) var reuseIdentifier: String?

  /// A cell with `frame` [A].
  public override init(frame: CGRect) {
    contentView = UIView(frame: .zero)
    super.init(frame: frame)
    addContentView()
  }

  /// A cell from an archive, with no size at the origin, as `UIView`'s [A].
  public required init?(coder: NSCoder) {
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    addContentView()
  }

  /// How a collection view makes a cell of a registered class [M]: Swift makes an object from its
  /// class only through a `required` initializer, where UIKit calls `init(frame:)` through the
  /// Objective-C runtime; this one calls the class's `init(frame:)`, the app's own override where
  /// it has one, and sets the identifier the cell is reused under.
  public required convenience init(frame: CGRect, reuseIdentifier: String) {
    self.init(frame: frame)
    self.reuseIdentifier = reuseIdentifier
  }

  /// Puts `contentView` over the whole cell, following its size.
  private func addContentView() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Told before the collection view hands the cell out again (`dequeueReusableCell`), for the
  /// app to clear what the last item left in it [A].
  open func prepareForReuse() {}
}
