/// What loading a nib hands its owner: the views and constraint the originals' outlets connect.
public struct NibObjects {
  /// The root view, the controller's `view`.
  public let view: UIView
  /// The gray view whose bottom should sit on the keyboard's top; in the techniques' demos, the
  /// gray content the technique moves (a bar, a shrinking view, the table).
  public let grayView: UIView
  /// The text field 20 pt above the gray view's bottom; in the techniques' demos, the field the
  /// user types in.
  public let textField: UITextField
  /// The gray view's bottom constraint (Auto Layout nibs only).
  public let bottomLayoutConstraint: NSLayoutConstraint?
  /// The table behind the bar, or the table itself (the techniques' demos only).
  public let tableView: UITableView?
  /// What the measurement compares with the keyboard; `nil` for the five samples' gray view and
  /// text field.
  public let layout: MeasuredLayout?

  init(
    view: UIView, grayView: UIView, textField: UITextField,
    bottomLayoutConstraint: NSLayoutConstraint?, tableView: UITableView? = nil,
    layout: MeasuredLayout? = nil
  ) {
    self.view = view
    self.grayView = grayView
    self.textField = textField
    self.bottomLayoutConstraint = bottomLayoutConstraint
    self.tableView = tableView
    self.layout = layout
  }
}
