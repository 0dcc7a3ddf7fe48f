/// UIKit's `UITableViewController`: a controller whose view is a table, of which it is the data
/// source and the delegate [A]. A subclass gives the rows by overriding the data source's methods,
/// as on iOS; by default the table has one section and no rows.
///
/// Modelled less: on iOS the controller also moves its table clear of the keyboard, adjusting the
/// table's insets and scrolling to the first responder [S]; the lab does not, so a form in one
/// stays under the keyboard (docs/uikit-surface.md, "Tables").
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The style of the table the controller makes.
  private let tableStyle: UITableView.Style

  /// A controller whose table has `style` [A].
  public init(style: UITableView.Style) {
    tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a plain table [A].
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A controller a storyboard unarchives: a plain table [A].
  public required init?(coder: NSCoder) {
    tableStyle = .plain
    super.init(coder: coder)
  }

  /// The controller's table, which is its view [A]; setting it replaces the view.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Whether the table's selection is cleared when the view appears (default `true`) [A]; kept:
  /// the lab selects no rows by touch [M].
  open var clearsSelectionOnViewWillAppear = true

  /// Makes the table, the size of the window, with this controller its data source and delegate
  /// [A: a table view controller without a nib makes its table]; a nib's view is not used [M].
  open override func loadView() {
    let frame = RunningSystemSlot.current?.rootViewFrame(in: .portrait) ?? .zero
    let table = UITableView(frame: frame, style: tableStyle)
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// One section, unless a subclass says otherwise [A].
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// No rows, unless a subclass gives some [A: a controller with neither a storyboard's static
  /// cells nor an override has none to give].
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// A subclass that gives rows gives their cells; asking for a cell without one stops the
  /// program, as UIKit's exception does when a data source returns no cell [A].
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    fatalError(
      "\(type(of: self)): UITableView dataSource returned a nil cell for row \(indexPath.row) in "
        + "section \(indexPath.section): override tableView(_:cellForRowAt:)")
  }

  /// The table's row height, unless a subclass says otherwise [A].
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  // The scroll view delegate's methods, open so that a subclass overrides them, as apps do on
  // iOS (`override func scrollViewDidScroll(_:)`) [S]; by default each does nothing.

  /// Told that the table's content offset changed [A].
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Told that a drag of the table begins [A].
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Told that a drag of the table ended [A].
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Told that the table stopped decelerating [A].
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Told that an animated scroll of the table ended [A].
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// Told that the table's adjusted content inset changed [A].
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
