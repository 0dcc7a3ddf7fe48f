/// A collection view's items from its data source: loading them, their cells, and where its
/// layout places them (`UICollectionView`).
extension UICollectionView {
  /// A class or a nib registered for a reuse identifier.
  enum RegisteredCell {
    case cellClass(UICollectionViewCell.Type)
    case nib(UINib)
  }

  /// Registers `cellClass` for `identifier`: `dequeueReusableCell(withReuseIdentifier:for:)`
  /// makes a cell of it, with `init(frame:)`, when none is waiting to be reused [A]; `nil` removes
  /// the registration [A]. A class that is not a `UICollectionViewCell` stops the program, as
  /// UIKit's exception does [A].
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass else {
      registeredCells[identifier] = nil
      return
    }
    guard let cellType = cellClass as? UICollectionViewCell.Type else {
      fatalError(
        "NSInvalidArgumentException: must pass a class of kind UICollectionViewCell: "
          + "\(cellClass) is not")
    }
    registeredCells[identifier] = .cellClass(cellType)
  }

  /// Registers `nib` for `identifier` [A]; dequeuing a cell then loads the nib, which stops the
  /// program in the lab, which has no nib files (`UINib`).
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    registeredCells[identifier] = nib.map(RegisteredCell.nib)
  }

  /// A cell for the item at `indexPath`: one waiting to be reused under `identifier` (told
  /// `prepareForReuse()` first), else a new one of the registered class at the item's rectangle
  /// [A]. An identifier nothing is registered for stops the program with UIKit's message [A].
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let cell = reusableCells[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    switch registeredCells[identifier] {
    case .cellClass(let cellType):
      return cellType.init(
        frame: collectionViewLayout.frameOfItem(at: indexPath), reuseIdentifier: identifier)
    case .nib(let nib):
      guard let cell = nib.instantiate(withOwner: nil, options: nil).first as? UICollectionViewCell
      else {
        fatalError("NSInternalInconsistencyException: the nib for \(identifier) holds no cell")
      }
      cell.reuseIdentifier = identifier
      return cell
    case nil:
      fatalError(
        "NSInternalInconsistencyException: could not dequeue a view of kind: "
          + "UICollectionElementKindCell with identifier \(identifier) - must register a nib or a "
          + "class for the identifier or connect a prototype cell in a storyboard")
    }
  }

  /// Asks the data source for the items again: their sections and their number; tells the layout
  /// to place them, then asks for each item's cell, places it at its item's rectangle and sets
  /// `contentSize` to the layout's [A]. The cells the items had wait to be reused. Nothing
  /// without a data source.
  public func reloadData() {
    itemsAreStale = false
    for cell in loadedSections.joined() {
      cell.removeFromSuperview()
      if let identifier = cell.reuseIdentifier {
        reusableCells[identifier, default: []].append(cell)
      }
    }
    loadedSections = []
    itemCounts = []
    guard let dataSource else { return }
    let sections = max(dataSource.numberOfSections(in: self), 0)
    itemCounts = (0..<sections).map {
      max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0)
    }
    collectionViewLayout.prepare()
    loadedSections = itemCounts.enumerated().map { section, items in
      (0..<items).map { item in
        let cell = dataSource.collectionView(
          self, cellForItemAt: IndexPath(item: item, section: section))
        addSubview(cell)
        return cell
      }
    }
    placeItems()
  }

  /// The number of sections, from the data source (1 without one) [A].
  public var numberOfSections: Int {
    guard dataSource != nil else { return 1 }
    loadItemsIfStale()
    return itemCounts.count
  }

  /// The number of items in `section`, from the data source [A]; 0 without one.
  public func numberOfItems(inSection section: Int) -> Int {
    loadItemsIfStale()
    return itemCounts.indices.contains(section) ? itemCounts[section] : 0
  }

  /// The cell of the item at `indexPath`, `nil` for a path to no item [A: `nil` for an item not on
  /// screen; the lab has a cell for every item, M].
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    loadItemsIfStale()
    guard loadedSections.indices.contains(indexPath.section),
      loadedSections[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return loadedSections[indexPath.section][indexPath.item]
  }

  /// The index path of the item `cell` shows, `nil` for a cell that shows no item [A: `nil` for a
  /// cell not on screen; the lab has a cell for every item, M].
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    loadItemsIfStale()
    for (section, cells) in loadedSections.enumerated() {
      if let item = cells.firstIndex(where: { $0 === cell }) {
        return IndexPath(item: item, section: section)
      }
    }
    return nil
  }

  /// The cells whose items show inside the collection view's bounds, in the items' order [A].
  public var visibleCells: [UICollectionViewCell] {
    loadItemsIfStale()
    return loadedSections.joined().filter { $0.frame.intersects(bounds) }
  }

  /// Loads the items when a data source has not given them yet, or gave them before a change.
  private func loadItemsIfStale() {
    if itemsAreStale, dataSource != nil { reloadData() }
  }

  /// Marks the items to be asked of the data source again, at the next layout [A].
  func itemsNeedLoading() {
    itemsAreStale = true
    setNeedsLayout()
  }

  /// Places the loaded items again, at the next layout (a new layout object, or one invalidated).
  func itemsNeedLayout() {
    itemsWidth = nil
    setNeedsLayout()
  }

  /// Tells the layout to place the items again at the collection view's width, and moves the
  /// cells to their rectangles.
  func layOutItems() {
    collectionViewLayout.prepare()
    placeItems()
  }

  /// Moves each cell to the rectangle the layout gave its item, and sets `contentSize` to the
  /// layout's.
  private func placeItems() {
    itemsWidth = bounds.width
    for (section, cells) in loadedSections.enumerated() {
      for (item, cell) in cells.enumerated() {
        cell.frame = collectionViewLayout.frameOfItem(at: IndexPath(item: item, section: section))
      }
    }
    contentSize = collectionViewLayout.collectionViewContentSize
  }
}
