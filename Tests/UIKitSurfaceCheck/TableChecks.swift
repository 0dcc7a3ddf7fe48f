import UIKit

/// A cell of an app's own, as apps write one: its own `init(style:reuseIdentifier:)` override.
final class MessageCell: UITableViewCell {
  let bubble = UIView()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(bubble)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A chat's rows, as an app's data source gives them.
final class ChatRows: NSObject, UITableViewDataSource {
  let messages = ["Hello", "Hi!", "How are you?"]

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "MessageCell", for: indexPath)
  }
}

/// A table fed by a data source, through `import UIKit` alone: `IndexPath` is Foundation's with
/// UIKit's `row` and `section`, and a cell class that overrides `init(style:reuseIdentifier:)`
/// is the one the table makes.
func checkTables(_ checks: CheckList) {
  let path = IndexPath(row: 2, section: 0)
  checks.expect(
    path.row == 2 && path.section == 0 && path == IndexPath(indexes: [0, 2]),
    "IndexPath(row:section:) is Foundation's index path [section, row]")
  let rows = ChatRows()
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 100), style: .plain)
  table.register(MessageCell.self, forCellReuseIdentifier: "MessageCell")
  table.dataSource = rows
  table.scrollToRow(at: path, at: .bottom, animated: false)
  checks.expect(
    table.numberOfRows(inSection: 0) == 3 && table.contentSize.height == 132
      && table.contentOffset.y == 32
      && (table.cellForRow(at: path) as? MessageCell)?.bubble.superview != nil,
    "a table asks its data source for 3 rows of the registered cell class, 44 pt each, and "
      + "scrolls the last to its bottom")
}
