/// UIKit's `UICollectionView`, as far as keyboard code uses it: a scroll view with a layout
/// object [A]. Its content inset, content offset, insets' adjustment and scrolling are
/// `UIScrollView`'s; it is `open`, as UIKit's, so that a module of the app's subclasses it.
///
/// **Modelled less:** it has no cells, data source or delegate of its own, so its content is
/// what the app sets as `contentSize`, and its layout object places nothing [M].
open class UICollectionView: UIScrollView {
  /// The object that would place the items [A]; the lab's places none.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet { collectionViewLayout.collectionView = self }
  }
  /// Whether the view asks for cells before they scroll in (iOS 10; default `true`) [A]: kept;
  /// the lab's collection views have no cells to ask for.
  public var isPrefetchingEnabled = true

  /// A collection view with `frame` laid out by `layout` [A].
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// A collection view from an archive, with a flow layout and no size at the origin [A].
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  /// Sets the layout object; `animated` changes nothing the lab shows, which has no items [A].
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }
}
