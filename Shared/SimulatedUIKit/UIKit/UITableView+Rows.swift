/// A table's rows from its data source: loading them, their heights, their rectangles and the
/// cells they show (`UITableView`).
extension UITableView {
  /// A loaded row: the cell the data source gave it and its rectangle in the table's content.
  struct LoadedRow {
    let cell: UITableViewCell
    var rect: CGRect
  }

  /// A class or a nib registered for a reuse identifier.
  enum RegisteredCell {
    case cellClass(UITableViewCell.Type)
    case nib(UINib)
  }

  /// Registers `cellClass` for `identifier`: `dequeueReusableCell(withIdentifier:for:)` makes a
  /// cell of it, with `init(style: .default, reuseIdentifier:)`, when none is waiting to be
  /// reused [A]; `nil` removes the registration [A]. A class that is not a `UITableViewCell`
  /// stops the program, as UIKit's exception does [A].
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      registeredCells[identifier] = nil
      return
    }
    guard let cellType = cellClass as? UITableViewCell.Type else {
      fatalError(
        "NSInvalidArgumentException: must pass a class of kind UITableViewCell: "
          + "\(cellClass) is not")
    }
    registeredCells[identifier] = .cellClass(cellType)
  }

  /// Registers `nib` for `identifier` [A]; dequeuing a cell then loads the nib, its first object
  /// the cell (`UINib`: a nib no `.xib` provides stops the program).
  public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    registeredCells[identifier] = nib.map(RegisteredCell.nib)
  }

  /// A cell for `identifier`: one waiting to be reused (told `prepareForReuse()` first), else a
  /// new one of the registered class [A]. An identifier nothing is registered for stops the
  /// program with UIKit's message [A]. `indexPath` is the row it is for.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      fatalError(
        "NSInternalInconsistencyException: unable to dequeue a cell with identifier "
          + "\(identifier) - must register a nib or a class for the identifier or connect a "
          + "prototype cell in a storyboard")
    }
    return cell
  }

  /// A cell for `identifier`: one waiting to be reused (told `prepareForReuse()` first), else a
  /// new one of the registered class, else `nil` [A].
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let cell = reusableCells[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    switch registeredCells[identifier] {
    case .cellClass(let cellType): return cellType.init(reuseIdentifier: identifier)
    case .nib(let nib):
      return nib.instantiate(withOwner: nil, options: nil).first as? UITableViewCell
    case nil: return nil
    }
  }

  /// Asks the data source for the rows again: their sections, their number, each row's cell and
  /// height; places the cells and sets `contentSize` to the rows' height [A]. The cells the rows
  /// had wait to be reused. Nothing without a data source.
  public func reloadData() {
    rowsAreStale = false
    for cell in loadedSections.joined().map(\.cell) {
      cell.removeFromSuperview()
      if let identifier = cell.reuseIdentifier {
        reusableCells[identifier, default: []].append(cell)
      }
    }
    loadedSections = []
    guard let dataSource else { return }
    let sections = max(dataSource.numberOfSections(in: self), 0)
    for section in 0..<sections {
      let rows = max(dataSource.tableView(self, numberOfRowsInSection: section), 0)
      loadedSections.append(
        (0..<rows).map { row in
          let cell = dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: section))
          addSubview(cell)
          return LoadedRow(cell: cell, rect: .zero)
        })
    }
    layOutRows()
  }

  /// The number of sections, from the data source (1 without one) [A].
  public var numberOfSections: Int {
    guard dataSource != nil else { return 1 }
    loadRowsIfStale()
    return loadedSections.count
  }

  /// The number of rows in `section`, from the data source [A]; 0 without one.
  public func numberOfRows(inSection section: Int) -> Int {
    loadRowsIfStale()
    guard loadedSections.indices.contains(section) else { return 0 }
    return loadedSections[section].count
  }

  /// The rectangle of the row at `indexPath` in the table's content [A]: where the loaded rows
  /// put it; without a data source, `rowHeight` times its row from the top (one section).
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    guard dataSource != nil else {
      return CGRect(
        x: 0, y: CGFloat(indexPath.row) * rowHeight, width: bounds.width, height: rowHeight)
    }
    return loadedRow(at: indexPath).rect
  }

  /// The cell of the row at `indexPath`, `nil` for a path to no row [A: `nil` for a row not on
  /// screen; the lab has a cell for every row, M].
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    loadRowsIfStale()
    guard loadedSections.indices.contains(indexPath.section),
      loadedSections[indexPath.section].indices.contains(indexPath.row)
    else { return nil }
    return loadedSections[indexPath.section][indexPath.row].cell
  }

  /// The index path of the row `cell` shows, `nil` for a cell that shows no row of the table
  /// [A: `nil` for a cell not on screen; the lab has a cell for every row, M].
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    loadRowsIfStale()
    for (section, rows) in loadedSections.enumerated() {
      if let row = rows.firstIndex(where: { $0.cell === cell }) {
        return IndexPath(row: row, section: section)
      }
    }
    return nil
  }

  /// The cells whose rows show inside the table's bounds, top to bottom [A].
  public var visibleCells: [UITableViewCell] {
    loadRowsIfStale()
    return loadedSections.joined().filter { $0.rect.intersects(bounds) }.map(\.cell)
  }

  /// The row at `indexPath`, loading the rows first; a path to no row stops the program [A].
  private func loadedRow(at indexPath: IndexPath) -> LoadedRow {
    loadRowsIfStale()
    guard loadedSections.indices.contains(indexPath.section),
      loadedSections[indexPath.section].indices.contains(indexPath.row)
    else {
      fatalError(
        "NSRangeException: attempt to use invalid index path: section \(indexPath.section), "
          + "row \(indexPath.row); the table has \(loadedSections.map(\.count)) rows by section")
    }
    return loadedSections[indexPath.section][indexPath.row]
  }

  /// Loads the rows when a data source has not given them yet, or gave them before a change.
  private func loadRowsIfStale() {
    if rowsAreStale, dataSource != nil { reloadData() }
  }

  /// Marks the rows to be asked of the data source again, at the next layout [A].
  func rowsNeedLoading() {
    rowsAreStale = true
    setNeedsLayout()
  }

  /// Lays the loaded rows out again, at the next layout (a new `rowHeight`).
  func rowsNeedLayout() {
    rowsWidth = nil
    setNeedsLayout()
  }

  /// Sizes each loaded row, places its cell one below the other across the table's width, and
  /// sets `contentSize` to the rows' total height.
  func layOutRows() {
    let width = bounds.width
    rowsWidth = width
    var top: CGFloat = 0
    for section in loadedSections.indices {
      for row in loadedSections[section].indices {
        let cell = loadedSections[section][row].cell
        let height = height(of: cell, at: IndexPath(row: row, section: section), width: width)
        let rect = CGRect(x: 0, y: top, width: width, height: height)
        loadedSections[section][row].rect = rect
        cell.frame = rect
        top += height
      }
    }
    contentSize = CGSize(width: width, height: top)
  }

  /// A row's height: the delegate's, else `rowHeight`; with `automaticDimension`, the height its
  /// cell's content view's constraints give it at the table's width [A], and where they leave the
  /// height at zero, UIKit's standard 44 pt ("considering the collapse unintentional and using
  /// standard height instead") [A].
  private func height(of cell: UITableViewCell, at indexPath: IndexPath, width: CGFloat)
    -> CGFloat
  {
    let asked =
      (delegate as? UITableViewDelegate)?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    guard asked == Self.automaticDimension else { return max(asked, 0) }
    let fitted = cell.contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0)).height
    return fitted > 0 ? fitted : Self.standardRowHeight
  }

  /// UIKit's standard row height [A].
  static let standardRowHeight: CGFloat = 44
}
