import Foundation

/// UIKit's `UICollectionViewLayout`: the object that places a collection view's items [A]. The
/// collection view tells it `prepare()` when it loads or lays out its items again, then reads
/// each item's rectangle and `collectionViewContentSize`, its content's size [A].
///
/// **Modelled less:** layout attributes (`UICollectionViewLayoutAttributes`,
/// `layoutAttributesForElements(in:)`) are not there, so a layout of the app's own can place no
/// item: only `UICollectionViewFlowLayout` places them; this class alone leaves every item at the
/// origin with no size, and the content empty [M].
open class UICollectionViewLayout: NSObject {
  /// The collection view that uses the layout, held weakly [A].
  public internal(set) weak var collectionView: UICollectionView?
  /// Each item's rectangle in the collection view's content, by section, as `prepare()` left them.
  var itemFrames: [[CGRect]] = []

  /// A layout for no collection view yet [A].
  public override init() {
    super.init()
  }

  /// The size of everything the layout placed: none here [A].
  open var collectionViewContentSize: CGSize { .zero }

  /// Places the items of `collectionView` [A]: nothing here (`UICollectionViewFlowLayout`).
  open func prepare() {}

  /// Marks the layout out of date: the collection view lays its items out again at its next
  /// layout [A].
  open func invalidateLayout() {
    collectionView?.itemsNeedLayout()
  }

  /// The rectangle `prepare()` gave the item at `indexPath`, `.zero` where it placed none.
  func frameOfItem(at indexPath: IndexPath) -> CGRect {
    guard itemFrames.indices.contains(indexPath.section),
      itemFrames[indexPath.section].indices.contains(indexPath.item)
    else { return .zero }
    return itemFrames[indexPath.section][indexPath.item]
  }
}
