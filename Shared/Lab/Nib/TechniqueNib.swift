import SimulatedIOS
import SimulatedUIKit

/// The demo apps around the four techniques of the seeds, built in code as their nibs would be,
/// with the views named as the techniques' outlets name them (`SchmeeboardNib.technique(_:)`).
///
/// The seeds give code, not interfaces: every layout here is ours, the smallest that holds what the
/// code moves. Each is drawn for the iPhone 5 in full screen (320 × 568, the iOS 7 layout) with
/// springs and struts, so that the launch resizes it to any device.
public enum TechniqueNib: Sendable {
  /// Mudox (2015): a table above a 44 pt bar holding the text field; the bar moves, the table's
  /// insets grow. The bar's bottom must meet the keyboard.
  case movedBar
  /// MWKeyboardAnimation (2014): a gray view from the top, shrunk to the keyboard's top, with the
  /// text field 20 pt above its bottom, as in Keyboard Schmeeboard.
  case shrinkingView
  /// Tim Medcalf (2014): a table filling the view; its insets grow. What it can show (its frame
  /// less its bottom inset) must end at the keyboard's top, where its last 44 pt row must fit.
  case insetTable
  /// TKScrollviewKeyboard (2014): a table above a 44 pt comment bar holding the text field; both
  /// move. The comment bar's bottom must meet the keyboard.
  case commentBar

  /// The iPhone 5's full screen, which every layout here is drawn for.
  static var screen: CGSize { Device.iphone5.portraitScreen }
  static let barHeight = 44.0
  /// The bar's text field: 8 pt from the sides, 7 pt from the bar's top and bottom, 30 pt tall.
  public static let barField = CGRect(x: 8, y: 7, width: 304, height: 30)

  /// Builds the views, as loading the nib would.
  func instantiate() -> NibObjects {
    let view = UIView(
      frame: CGRect(origin: .zero, size: Self.screen), timelineName: "view")
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    switch self {
    case .movedBar:
      let (table, bar, field) = Self.tableAndBar(
        in: view, table: "itemsTable", bar: "theViewToMove")
      return NibObjects(
        view: view, grayView: bar, textField: field, bottomLayoutConstraint: nil,
        tableView: table, layout: Self.barLayout)
    case .commentBar:
      let (table, bar, field) = Self.tableAndBar(in: view, table: "tableView", bar: "commentBar")
      return NibObjects(
        view: view, grayView: bar, textField: field, bottomLayoutConstraint: nil,
        tableView: table, layout: Self.barLayout)
    case .shrinkingView:
      let grayView = UIView(frame: view.bounds, timelineName: "grayView")
      grayView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      let field = UITextField(frame: CGRect(x: 161, y: 518, width: 139, height: 30))
      field.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
      view.addSubview(grayView)
      grayView.addSubview(field)
      return NibObjects(
        view: view, grayView: grayView, textField: field, bottomLayoutConstraint: nil)
    case .insetTable:
      let table = UITableView(frame: view.bounds, timelineName: "myTableView")
      table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      table.contentSize = CGSize(width: Self.screen.width, height: 20 * Self.barHeight)
      // The field is in the first row; the last row is what the insets must let the user reach.
      let field = UITextField(frame: Self.barField)
      field.autoresizingMask = [.flexibleWidth]
      view.addSubview(table)
      table.addSubview(field)
      return NibObjects(
        view: view, grayView: table, textField: field, bottomLayoutConstraint: nil,
        tableView: table,
        layout: MeasuredLayout(
          edgeName: "visible bottom", fieldName: "the last row",
          fieldMargin: 0,
          fieldHeight: Self.barHeight))
    }
  }

  /// The bar's bottom meets the keyboard; its text field is 7 pt above that, 30 pt tall.
  static var barLayout: MeasuredLayout {
    MeasuredLayout(
      edgeName: "bar bottom", fieldName: "the text field",
      fieldMargin: Double(barHeight) - Double(barField.maxY), fieldHeight: Double(barField.height))
  }

  /// A table from the top down to a bar at the bottom, the bar holding the text field.
  private static func tableAndBar(
    in view: UIView, table tableName: String, bar barName: String
  )
    -> (UITableView, UIView, UITextField)
  {
    let barTop = screen.height - barHeight
    let table = UITableView(
      frame: CGRect(x: 0, y: 0, width: screen.width, height: barTop), timelineName: tableName)
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    table.contentSize = CGSize(width: screen.width, height: 20 * barHeight)
    let bar = UIView(
      frame: CGRect(x: 0, y: barTop, width: screen.width, height: barHeight), timelineName: barName)
    bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    let field = UITextField(frame: barField)
    field.autoresizingMask = [.flexibleWidth]
    view.addSubview(table)
    view.addSubview(bar)
    bar.addSubview(field)
    return (table, bar, field)
  }
}
