/// UIKit's `UICollectionViewFlowLayout`, the layout a collection view is usually made with [A].
/// The lab's collection views have no items to flow (`UICollectionView`), so it has none of its
/// settings: code that sets them does not compile, rather than set what nothing reads [M].
open class UICollectionViewFlowLayout: UICollectionViewLayout {}
