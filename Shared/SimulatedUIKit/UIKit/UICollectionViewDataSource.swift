/// What gives a collection view its items (`UICollectionView.dataSource`) [A]: the number of
/// items in each section and each item's cell, which UIKit requires; the number of sections is
/// optional, as in UIKit, where it is an Objective-C optional method: the extension gives it
/// UIKit's 1.
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// How many items `section` has [A].
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The cell that shows the item at `indexPath`, one the collection view dequeues [A].
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// How many sections the collection view has: 1 unless the data source says otherwise [A].
  func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}
