/// UIKit's `UICollectionView`: a scroll view whose items its layout object places inside its
/// content [A]. It is `open`, as UIKit's, so that a module of the app's subclasses it.
///
/// With a `dataSource`, the items are the data source's: the collection view asks it for the
/// sections and the items, tells its layout to place them (`UICollectionViewFlowLayout`: rows
/// across its width), then asks for each item's cell, places the cells as its subviews at the
/// items' rectangles, and takes the layout's `collectionViewContentSize` as its `contentSize`
/// [A]. It loads them at its first layout, at `reloadData()`, or when code asks about its items,
/// whichever comes first, and places them again at a new width [A]. Without a data source its
/// content is the `contentSize` the app sets.
///
/// **Modelled less:** the lab asks for every item's cell when it loads the items, where UIKit asks
/// only for those on screen, and then for each item that scrolls in, reusing the cells that leave
/// (so `isPrefetchingEnabled`, cells asked for before they scroll in, changes nothing); there are
/// no headers or footers, no insertions, deletions or moves (`reloadData()` reloads), no
/// selection by touch (no scenario step touches an item), and no diffable data sources [M].
open class UICollectionView: UIScrollView {
  /// The object that places the items [A]: setting it places them again.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      collectionViewLayout.collectionView = self
      itemsNeedLayout()
    }
  }
  /// Whether the view asks for cells before they scroll in (iOS 10; default `true`) [A]: kept;
  /// the lab asks for every cell at once [M].
  public var isPrefetchingEnabled = true
  /// What gives the collection view its items, held weakly [A]: setting it loads the items again
  /// at the next layout.
  public weak var dataSource: UICollectionViewDataSource? {
    didSet { itemsNeedLoading() }
  }
  /// The classes or nibs registered for each reuse identifier.
  var registeredCells: [String: RegisteredCell] = [:]
  /// Cells taken out of the items at a reload, by reuse identifier, for `dequeueReusableCell`.
  var reusableCells: [String: [UICollectionViewCell]] = [:]
  /// The loaded items' cells, by section.
  var loadedSections: [[UICollectionViewCell]] = []
  /// The number of items in each section, as the data source last said.
  var itemCounts: [Int] = []
  /// Whether the items are to be asked of the data source again before they are next used.
  var itemsAreStale = true
  /// The width the items were last placed at: a new width places them again.
  var itemsWidth: CGFloat?

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

  /// Sets the layout object and places the items with it; `animated` changes nothing the lab
  /// shows [A: the change lands at once, M].
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  /// Lays out the subviews as any view, then loads the items if they are stale, or places them
  /// again at a new width [A: the collection view loads its data at its first layout].
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard dataSource != nil else { return }
    if itemsAreStale {
      reloadData()
    } else if itemsWidth != bounds.width {
      layOutItems()
    }
  }
}
