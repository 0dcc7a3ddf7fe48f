/// UIKit's `UITableView`: a scroll view whose rows sit inside its content, one below the other
/// [A]. It is `open`, as UIKit's, so that a module of the app's subclasses it.
///
/// With a `dataSource`, the rows are the data source's: the table asks it for the sections, the
/// rows and each row's cell, sizes each row (`rowHeight`, the delegate's
/// `tableView(_:heightForRowAt:)`, or the cell's content with `automaticDimension`), places the
/// cells as its subviews, one row below the other across its width, and takes the rows' total
/// height as its `contentSize` [A]. It loads them at its first layout, at `reloadData()`, or when
/// code asks about its rows, whichever comes first [A]. Without a data source (the built-in
/// demos' tables) its content is what the app sets, and a row is `rowHeight` tall [A].
///
/// **Modelled less:** the lab asks for every row's cell when it loads the rows, where UIKit asks
/// only for those on screen and then for each row that scrolls in, reusing the cells that leave;
/// there are no section headers or footers, no separators' height, no editing or selection by
/// touch (no scenario step touches a row) [M].
open class UITableView: UIScrollView {
  /// A table's look, with UIKit's raw values [A].
  public enum Style: Int, Sendable {
    /// Rows edge to edge (the default).
    case plain
    /// Sections in groups.
    case grouped
    /// Groups inset from the sides (iOS 13).
    case insetGrouped
  }

  /// Where `scrollToRow(at:at:animated:)` puts the row, with UIKit's raw values [A].
  public enum ScrollPosition: Int, Sendable {
    /// The least scrolling that shows it.
    case none
    /// At the top.
    case top
    /// In the middle.
    case middle
    /// At the bottom.
    case bottom
  }

  /// A row height that asks the row's cell for its height: its content view's size from the
  /// constraints inside it [A: `UITableView.automaticDimension`, -1].
  public static let automaticDimension: CGFloat = -1

  /// The table's look [A].
  public let style: Style
  /// Each row's height: UIKit's default, 44 pt [A], unless the delegate gives a row its own.
  /// With `automaticDimension`, each row is as tall as its cell's content [A]. The pictures of
  /// the built-in demos draw their rows at it.
  public var rowHeight: CGFloat = 44 {
    didSet { rowsNeedLayout() }
  }
  /// The height UIKit assumes for rows not yet measured (iOS 7) [A]: kept; the lab measures every
  /// row when it loads them [M].
  public var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  /// What gives the table its rows, held weakly [A]: setting it loads the rows again at the next
  /// layout.
  public weak var dataSource: UITableViewDataSource? {
    didSet { rowsNeedLoading() }
  }
  /// The classes registered for each reuse identifier (`register(_:forCellReuseIdentifier:)`).
  var registeredCells: [String: RegisteredCell] = [:]
  /// Cells taken out of the rows at a reload, by reuse identifier, for `dequeueReusableCell`.
  var reusableCells: [String: [UITableViewCell]] = [:]
  /// The loaded rows, by section: each row's cell and its rectangle in the content.
  var loadedSections: [[LoadedRow]] = []
  /// Whether the rows are to be asked of the data source again before they are next used.
  var rowsAreStale = true
  /// The width the rows were last laid out at: a new width lays them out again.
  var rowsWidth: CGFloat?

  /// A table with `frame` and `style` [A].
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    alwaysBounceVertical = true
  }

  /// A plain table with `frame` [A].
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// A plain table from an archive, with no size at the origin, as `UIView`'s [A].
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
    alwaysBounceVertical = true
  }

  /// Lays out the subviews as any view, then loads the rows if they are stale, or places them
  /// again at a new width [A: the table loads its data at its first layout].
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard dataSource != nil else { return }
    if rowsAreStale {
      reloadData()
    } else if rowsWidth != bounds.width {
      layOutRows()
    }
  }

  /// Scrolls so that row `indexPath` (`rectForRow(at:)`) shows at `scrollPosition` inside the
  /// area the adjusted insets leave [A]. With a data source, a path to no row stops the program,
  /// as UIKit's "invalid index path" exception does [A].
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    let row = rectForRow(at: indexPath)
    let inset = adjustedContentInset
    let visibleHeight = bounds.height - inset.top - inset.bottom
    var offset = contentOffset
    switch scrollPosition {
    case .none:
      return scrollRectToVisible(row, animated: animated)
    case .top: offset.y = row.minY - inset.top
    case .middle: offset.y = row.midY - inset.top - visibleHeight / 2
    case .bottom: offset.y = row.maxY - inset.top - visibleHeight
    }
    offset.y = min(
      max(offset.y, -inset.top), max(-inset.top, contentSize.height + inset.bottom - bounds.height))
    setContentOffset(offset, animated: animated)
  }
}
