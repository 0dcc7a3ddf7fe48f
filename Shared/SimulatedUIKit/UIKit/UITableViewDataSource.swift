/// What gives a table its rows (`UITableView.dataSource`) [A]: the number of rows in each
/// section and each row's cell, which UIKit requires; the number of sections is optional, as in
/// UIKit, where it is an Objective-C optional method: the extension gives it UIKit's 1.
public protocol UITableViewDataSource: NSObjectProtocol {
  /// How many rows `section` has [A].
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell that shows the row at `indexPath`, usually one the table dequeues [A].
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// How many sections the table has: 1 unless the data source says otherwise [A].
  func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}
