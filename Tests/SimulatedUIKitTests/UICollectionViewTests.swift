import Foundation
import SimulationHelpers
import Testing

@testable import SimulatedUIKit

/// A cell that notes how the collection view made it and how often it was prepared for reuse.
private final class NotingCell: UICollectionViewCell {
  private(set) var madeAt: CGRect?
  private(set) var reuses = 0

  override init(frame: CGRect) {
    madeAt = frame
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A data source of `count` "photo" items in one section.
private final class Photos: NSObject, UICollectionViewDataSource {
  var count: Int
  private(set) var countsAsked = 0

  init(count: Int) {
    self.count = count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    countsAsked += 1
    return count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
  }
}

/// A data source and flow layout delegate whose items have the sizes `sizes` (one section), and
/// whose rows are `lineSpacing` apart.
private final class SizedItems: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  let sizes: [CGSize]
  let lineSpacing: CGFloat

  init(sizes: [CGSize], lineSpacing: CGFloat) {
    self.sizes = sizes
    self.lineSpacing = lineSpacing
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { sizes.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { sizes[indexPath.item] }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { lineSpacing }
}

/// A collection view's items from its data source, placed by a flow layout [A:
/// UICollectionView, UICollectionViewFlowLayout, UICollectionViewDelegateFlowLayout]: asked at
/// the first layout; rows across the width with at least the minimum spacings, a full row spread
/// across it, a row of one item centred and a section's last row at the minimum spacing from the
/// left [1]; the content as wide as the view and as tall as the rows and the insets; cells of the
/// registered class made with init(frame:) at their items' rectangles, and reused at a reload.
@Suite struct UICollectionViewTests {
  /// A 320 × `height` pt collection view with `layout`, of `NotingCell`s registered as "photo".
  private func collectionView(
    _ dataSource: UICollectionViewDataSource, layout: UICollectionViewFlowLayout,
    height: CGFloat = 400
  ) -> UICollectionView {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout)
    view.register(NotingCell.self, forCellWithReuseIdentifier: "photo")
    view.dataSource = dataSource
    return view
  }

  /// The rectangles of section 0's `count` items' cells.
  private func frames(_ count: Int, of view: UICollectionView) -> [CGRect] {
    (0..<count).compactMap { view.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
  }

  // 90 × 50 pt items, 10 pt apart at least (UIKit's default spacings), in a 320 pt wide view:
  // three fit a row (290 pt; a fourth would need 390), so 8 items make rows of 3, 3 and 2. The two
  // full rows are spread across the 320 pt, 25 pt between items (x 0, 115, 230); the last row
  // keeps the 10 pt from the left (x 0, 100); rows are 10 pt apart (y 0, 60, 120); the content is
  // 320 × 170. Section insets of 5, 10, 15, 10 narrow the rows to 300 pt (15 pt between items:
  // x 10, 115, 220), start them 5 pt down and add 15 pt below: 190 pt.
  @Test func aFlowLayoutFillsRowsAcrossTheWidthWithItsSpacings() {
    let layout = UICollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
    #expect(layout.sectionInset == .zero)
    layout.itemSize = CGSize(width: 90, height: 50)
    let photos = Photos(count: 8)
    let view = collectionView(photos, layout: layout)
    #expect(photos.countsAsked == 0)
    view.layoutIfNeeded()
    #expect(photos.countsAsked == 1)
    #expect(view.numberOfSections == 1 && view.numberOfItems(inSection: 0) == 8)
    #expect(frames(8, of: view).map(\.origin.x) == [0, 115, 230, 0, 115, 230, 0, 100])
    #expect(frames(8, of: view).map(\.origin.y) == [0, 0, 0, 60, 60, 60, 120, 120])
    #expect(frames(8, of: view).allSatisfy { $0.size == CGSize(width: 90, height: 50) })
    #expect(view.contentSize == CGSize(width: 320, height: 170))
    layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 10)
    view.layoutIfNeeded()
    #expect(frames(8, of: view).map(\.origin.x) == [10, 115, 220, 10, 115, 220, 10, 110])
    #expect(frames(8, of: view).map(\.origin.y) == [5, 5, 5, 65, 65, 65, 125, 125])
    #expect(view.contentSize == CGSize(width: 320, height: 190))
  }

  // The delegate's sizes and spacing come before the layout's: a 200 pt item alone in its row
  // (the next would need 410 pt) is centred, 60 pt from each side; the last row holds a 200 × 60
  // and a 100 × 20 item 10 pt apart, the shorter in the row's middle (y 40 + 20); with the
  // delegate's line spacing of 0 the second row starts at the first's bottom, 40 pt.
  @Test func theDelegateSizesTheItemsAndALoneItemIsCentred() {
    let items = SizedItems(
      sizes: [
        CGSize(width: 200, height: 40), CGSize(width: 200, height: 60),
        CGSize(width: 100, height: 20),
      ], lineSpacing: 0)
    let view = collectionView(items, layout: UICollectionViewFlowLayout())
    view.delegate = items
    view.layoutIfNeeded()
    #expect(
      frames(3, of: view) == [
        CGRect(x: 60, y: 0, width: 200, height: 40), CGRect(x: 0, y: 40, width: 200, height: 60),
        CGRect(x: 210, y: 60, width: 100, height: 20),
      ])
    #expect(view.contentSize == CGSize(width: 320, height: 100))
  }

  // Each cell is one of the registered class, made with init(frame:) at its item's rectangle,
  // under its reuse identifier, with a content view that fills it. reloadData asks again at once:
  // the 8 old cells are prepared for reuse and handed out again, 2 new ones are made. In a view
  // 100 pt tall, the cells of the first two rows (y 0 and 60) are the visible ones.
  @Test func cellsAreDequeuedOfTheRegisteredClassAndReused() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 50)
    let photos = Photos(count: 8)
    let view = collectionView(photos, layout: layout, height: 100)
    view.layoutIfNeeded()
    let first = try #require(view.cellForItem(at: IndexPath(item: 4, section: 0)) as? NotingCell)
    #expect(first.madeAt == CGRect(x: 115, y: 60, width: 90, height: 50))
    #expect(first.reuseIdentifier == "photo" && first.superview === view)
    #expect(first.contentView.frame == CGRect(x: 0, y: 0, width: 90, height: 50))
    #expect(view.indexPath(for: first) == IndexPath(item: 4, section: 0))
    #expect(view.visibleCells.count == 6)
    photos.count = 10
    view.reloadData()
    let cells = (0..<10).compactMap {
      view.cellForItem(at: IndexPath(item: $0, section: 0)) as? NotingCell
    }
    #expect(cells.count == 10)
    let reuses: Int = cells.map(\.reuses).reduce(0, +)
    #expect(reuses == 8)
    #expect(view.subviews.filter { $0 is NotingCell }.count == 10)
    #expect(view.contentSize.height == 230)
    // UIKit's item and section are Foundation's index path's second and first indexes.
    let path = IndexPath(item: 3, section: 1)
    #expect(path == IndexPath(indexes: [1, 3]) && path.item == 3 && path.section == 1)
  }

  // An identifier nothing is registered for stops the program with UIKit's message, as does
  // registering a class that is not a collection view cell.
  @Test func unregisteredIdentifiersAndOtherClassesStopTheProgram() async {
    await #expect(processExitsWith: .failure) {
      _ = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        .dequeueReusableCell(withReuseIdentifier: "none", for: IndexPath(item: 0, section: 0))
    }
    await #expect(processExitsWith: .failure) {
      UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        .register(UIView.self, forCellWithReuseIdentifier: "view")
    }
  }
}
