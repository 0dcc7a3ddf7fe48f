import Foundation

/// UIKit's `UICollectionViewLayout`: the object that places a collection view's items [A]. The
/// lab's collection views have no items (`UICollectionView`), so it places none [M].
open class UICollectionViewLayout: NSObject {
  /// The collection view that uses the layout, held weakly [A].
  public internal(set) weak var collectionView: UICollectionView?

  /// A layout for no collection view yet [A].
  public override init() {
    super.init()
  }
}
