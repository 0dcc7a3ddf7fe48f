import Foundation
import SimulationHelpers
import Testing

@testable import SimulatedUIKit

/// A cell that notes what the table does to it: how it was made, whether it heard
/// `awakeFromNib()`, and how often it was prepared for reuse.
private final class NotingCell: UITableViewCell {
  private(set) var madeWithStyle: CellStyle?
  private(set) var awoke = false
  private(set) var reuses = 0

  override init(style: CellStyle, reuseIdentifier: String?) {
    madeWithStyle = style
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    awoke = true
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A data source and delegate of `count` rows of "message" cells: a row's height is the
/// delegate's where `heights` has it, and a row in `contentHeights` gets a view of that height
/// pinned inside its cell's content view.
private final class MessageRows: NSObject, UITableViewDataSource, UITableViewDelegate {
  var count: Int
  var heights: [Int: CGFloat] = [:]
  var contentHeights: [Int: CGFloat] = [:]
  private(set) var countsAsked = 0

  init(count: Int) {
    self.count = count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    countsAsked += 1
    return count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    if let height = contentHeights[indexPath.row] {
      let bubble = UIView()
      bubble.translatesAutoresizingMaskIntoConstraints = false
      cell.contentView.addSubview(bubble)
      NSLayoutConstraint.activate([
        bubble.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
        bubble.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
        bubble.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
        bubble.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
        bubble.heightAnchor.constraint(equalToConstant: height),
      ])
    }
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heights[indexPath.row] ?? tableView.rowHeight
  }
}

/// A table's rows from its data source [A: UITableView, UITableViewDataSource]: asked at the
/// table's first layout, cells of the registered class placed one below the other at their
/// heights, the content as tall as the rows, scrolling to a row by where it is.
@Suite struct UITableViewRowsTests {
  /// A 320 × 200 pt table of `rows`' rows of `NotingCell`s.
  private func table(of rows: MessageRows) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    table.register(NotingCell.self, forCellReuseIdentifier: "message")
    table.dataSource = rows
    table.delegate = rows
    return table
  }

  /// The cell of row `row` of section 0.
  private func cell(_ row: Int, of table: UITableView) -> NotingCell? {
    table.cellForRow(at: IndexPath(row: row, section: 0)) as? NotingCell
  }

  // The rows load at the table's first layout, not before; each row's cell is one of the
  // registered class, made with init(style: .default, reuseIdentifier:) and never told
  // awakeFromNib (only a nib's objects are); the cells sit one below the other, 44 pt each, as
  // wide as the table, and the content is as tall as the rows.
  @Test func theRowsComeFromTheDataSourceAtTheFirstLayout() {
    let rows = MessageRows(count: 5)
    let table = table(of: rows)
    #expect(rows.countsAsked == 0)
    table.layoutIfNeeded()
    #expect(rows.countsAsked == 1)
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 5)
    #expect(table.contentSize == CGSize(width: 320, height: 220))
    let cells = (0..<5).compactMap { cell($0, of: table) }
    #expect(cells.count == 5)
    #expect(cells.map(\.frame.minY) == [0, 44, 88, 132, 176])
    #expect(cells.allSatisfy { $0.frame.size == CGSize(width: 320, height: 44) })
    #expect(cells.allSatisfy { $0.superview === table && $0.reuseIdentifier == "message" })
    #expect(cells.allSatisfy { $0.madeWithStyle == .default && !$0.awoke })
    #expect(cells[2].contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY == 132)
    #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).style == .subtitle)
    // UIKit's row and section are Foundation's index path's second and first indexes.
    let path = IndexPath(row: 3, section: 1)
    #expect(path == IndexPath(indexes: [1, 3]) && path.row == 3 && path.section == 1)
  }

  // A row is as tall as the delegate says; with automaticDimension, as tall as the constraints
  // inside its cell's content view make it, and where they say nothing, UIKit's standard 44 pt.
  @Test func rowHeightsComeFromTheDelegateOrTheCellsContent() {
    let rows = MessageRows(count: 3)
    rows.heights = [0: 60, 1: UITableView.automaticDimension, 2: UITableView.automaticDimension]
    rows.contentHeights = [1: 100]
    let table = table(of: rows)
    table.layoutIfNeeded()
    #expect(
      (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height } == [60, 100, 44])
    #expect(
      (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).minY } == [0, 60, 160])
    #expect(table.contentSize.height == 204)
  }

  // reloadData asks the data source again at once: the old cells wait to be reused and are
  // prepared for it when dequeued again, new rows get new cells; a new width lays the rows out
  // across it at the next layout.
  @Test func reloadingAsksAgainAndReusesTheCells() {
    let rows = MessageRows(count: 5)
    let table = table(of: rows)
    table.layoutIfNeeded()
    let first = (0..<5).compactMap { cell($0, of: table) }
    rows.count = 7
    table.reloadData()
    #expect(table.numberOfRows(inSection: 0) == 7)
    #expect(table.contentSize.height == 308)
    let cells = (0..<7).compactMap { cell($0, of: table) }
    let reuses: Int = cells.map(\.reuses).reduce(0, +)
    #expect(reuses == 5)
    #expect(
      Set(first.map(ObjectIdentifier.init)).isSubset(of: Set(cells.map(ObjectIdentifier.init))))
    #expect(table.subviews.filter { $0 is NotingCell }.count == 7)
    table.frame.size.width = 480
    table.layoutIfNeeded()
    #expect(cells.allSatisfy { $0.frame.width == 480 })
    #expect(table.contentSize == CGSize(width: 480, height: 308))
  }

  // Scrolling the last row to the bottom shows the content's end at the bottom of the area the
  // insets leave: 10 rows of 44 pt in a 200 pt table scroll 240 pt, 340 pt above a 100 pt
  // bottom inset; the cells on screen are then those of the last rows.
  @Test func scrollingToTheLastRowShowsTheEndOfTheRows() {
    let rows = MessageRows(count: 10)
    let table = table(of: rows)
    let last = IndexPath(row: 9, section: 0)
    table.scrollToRow(at: last, at: .bottom, animated: false)
    #expect(table.contentOffset.y == 240)
    #expect(
      table.visibleCells.compactMap { $0 as? NotingCell }
        == (5..<10).compactMap { cell($0, of: table) })
    table.contentInset.bottom = 100
    table.scrollToRow(at: last, at: .bottom, animated: false)
    #expect(table.contentOffset.y == 340)
    table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == 0)
  }

  // In a run, a chat's table put on the screen loads its rows at the layout pass that ends the
  // run loop's turn, and an animated scroll to its last row moves what the screen shows, over the
  // 0.3 s of a scroll, to the end of the rows: 20 rows of 44 pt in a 300 pt table, 580 pt.
  @Test func inARunTheRowsLoadAtTheLayoutPassAndTheScrollToTheLastRowShows() {
    let notebook = Notebook()
    let rows = MessageRows(count: 20)
    _ = runProbe(os: 12) { probe in
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
      table.register(NotingCell.self, forCellReuseIdentifier: "message")
      table.dataSource = rows
      probe.rootView.addSubview(table)
      notebook["asked before the pass"] = Double(rows.countsAsked)
      probe.at(0.1) {
        notebook["asked after the pass"] = Double(rows.countsAsked)
        table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .bottom, animated: true)
        notebook["model"] = Double(table.contentOffset.y)
        notebook["shown at once"] = table.contentOffsetValue.presentation(at: probe.now)[1]
        probe.at(0.5) {
          notebook["shown later"] = table.contentOffsetValue.presentation(at: probe.now)[1]
        }
      }
    }
    #expect(notebook["asked before the pass"] == 0)
    #expect(notebook["asked after the pass"] == 1)
    #expect(notebook["model"] == 580)
    #expect(notebook["shown at once"] == 0)
    #expect(notebook["shown later"] == 580)
  }

  // An identifier nothing is registered for: dequeueReusableCell(withIdentifier:) gives nil,
  // the variant with an index path stops the program with UIKit's message; so does a path to
  // no row.
  @Test func unregisteredIdentifiersAndMissingRowsStopTheProgram() async {
    #expect(UITableView(frame: .zero).dequeueReusableCell(withIdentifier: "none") == nil)
    await #expect(processExitsWith: .failure) {
      _ = UITableView(frame: .zero).dequeueReusableCell(
        withIdentifier: "none", for: IndexPath(row: 0, section: 0))
    }
    await #expect(processExitsWith: .failure) {
      let rows = MessageRows(count: 2)
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
      table.register(NotingCell.self, forCellReuseIdentifier: "message")
      table.dataSource = rows
      table.scrollToRow(at: IndexPath(row: 2, section: 0), at: .bottom, animated: false)
    }
  }

  // A cell's index path is the row it shows [A: indexPath(for:)]: each of the five rows' cells
  // gives its own row, and a cell the table never made gives nil.
  @Test func aCellsIndexPathIsTheRowItShows() {
    let rows = MessageRows(count: 5)
    let table = table(of: rows)
    table.layoutIfNeeded()
    let paths = (0..<5).map { row in cell(row, of: table).flatMap { table.indexPath(for: $0) } }
    #expect(paths == (0..<5).map { IndexPath(row: $0, section: 0) })
    #expect(table.indexPath(for: UITableViewCell(style: .default, reuseIdentifier: nil)) == nil)
  }
}
