import Foundation
import SimulationHelpers
import Testing

@testable import SimulatedUIKit

/// `UITableViewController`: its view is a table of the style it was made with, of which it is the
/// data source and the delegate; a subclass gives the rows and their heights by overriding the
/// data source's and the delegate's methods, and hears the scroll view delegate's by overriding
/// them; without overrides the table has one section and no rows [A].
@Suite struct UITableViewControllerTests {
  private final class Messages: UITableViewController {
    var scrolls = 0

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
      scrolls += 1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      3
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      60
    }
  }

  @Test func theControllersViewIsItsTableWhichItFeeds() throws {
    let controller = Messages(style: .grouped)
    let table = try #require(controller.view as? UITableView)
    #expect(controller.tableView === table)
    #expect(table.style == .grouped)
    #expect(table.dataSource === controller)
    #expect(table.delegate === controller)
    table.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.contentSize.height == 180)
  }

  @Test func withoutOverridesTheTableHasOneSectionAndNoRows() {
    let controller = UITableViewController(style: .plain)
    #expect(controller.tableView.numberOfSections == 1)
    #expect(controller.tableView.numberOfRows(inSection: 0) == 0)
    #expect(controller.clearsSelectionOnViewWillAppear)
  }

  // In a run, a scroll of the table tells the subclass's override of scrollViewDidScroll(_:).
  @Test func aSubclassHearsItsTablesScrollThroughItsOverride() {
    let controller = Messages(style: .plain)
    _ = runProbe(os: 12) { probe in
      probe.rootView.addSubview(controller.tableView)
      controller.tableView.contentOffset = CGPoint(x: 0, y: 20)
    }
    #expect(controller.scrolls == 1)
  }
}
