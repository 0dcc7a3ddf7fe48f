import SimulatedUIKit

extension Sample {
  /// Adds what a technique's demo shows besides its field, for the pictures: its table, and the
  /// top of the bar that holds its field when the gray view is such a bar (Mudox's, and
  /// TKScrollviewKeyboard's comment bar), from presentation values at `time`. Always inlined
  /// into its one caller, `Simulation.measure(_:at:in:)`: called, it took the simulation's nib
  /// objects copied (some 120 bytes) at every sample, most of which show no table.
  @inline(__always)
  mutating func show(_ nib: NibObjects, at time: VirtualTime) {
    guard let tableView = nib.tableView else { return }
    let frame = tableView.presentationFrame(at: time)
    let rowHeight = Double(tableView.rowHeight)
    table = DemoTable(
      top: Double(frame.minY), bottom: Double(frame.maxY),
      contentOffset: tableView.contentOffsetValue.presentation(at: time)[1], rowHeight: rowHeight,
      rows: Int((Double(tableView.contentSize.height) / rowHeight).rounded(.down)))
    if nib.grayView !== tableView {
      barTop = Double(nib.grayView.presentationFrame(at: time).minY)
    }
  }
}
