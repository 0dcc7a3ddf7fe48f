import Foundation
import SimulationHelpers
import Testing

@testable import SimulatedUIKit

/// `UICollectionViewController`: its view is a collection view with the layout it was made with,
/// of which it is the data source and the delegate; a subclass gives the items by overriding the
/// data source's methods and, adopting `UICollectionViewDelegateFlowLayout`, sizes them; without
/// overrides there is one section and no items [A].
@Suite struct UICollectionViewControllerTests {
  /// A comments screen as apps write one: rows as wide as the view, 56 pt tall, no space between.
  private final class Comments: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "comment")
    }

    override func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 4 }

    override func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "comment", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: collectionView.bounds.width, height: 56) }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { 0 }
  }

  @Test func theControllersViewIsItsCollectionViewWhichItFeedsAndSizes() throws {
    let layout = UICollectionViewFlowLayout()
    let controller = Comments(collectionViewLayout: layout)
    #expect(controller.collectionViewLayout === layout && !controller.isViewLoaded)
    let view = try #require(controller.view as? UICollectionView)
    #expect(controller.collectionView === view)
    #expect(view.collectionViewLayout === layout && controller.collectionViewLayout === layout)
    #expect(view.dataSource === controller && view.delegate === controller)
    view.frame = CGRect(x: 0, y: 0, width: 375, height: 600)
    view.layoutIfNeeded()
    #expect(view.numberOfItems(inSection: 0) == 4)
    #expect(view.contentSize == CGSize(width: 375, height: 224))
    #expect(
      (0..<4).compactMap { view.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.minY }
        == [0, 56, 112, 168])
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 375)
  }

  // A controller made with init(), as the lab makes the one it runs and a storyboard makes one,
  // has a flow layout; with no overrides, one section and no items.
  @Test func withoutOverridesThereIsOneSectionAndNoItems() {
    let controller = UICollectionViewController()
    #expect(controller.collectionViewLayout is UICollectionViewFlowLayout)
    #expect(controller.collectionView.numberOfSections == 1)
    #expect(controller.collectionView.numberOfItems(inSection: 0) == 0)
    #expect(controller.collectionView.contentSize == .zero)
  }
}
