import SimulatedUIKit

/// What loading a nib hands its owner: the views and constraint the originals' outlets connect,
/// and, for a controller of your own, every object by name (`outlet(named:of:)`).
public struct NibObjects {
  /// The root view, the controller's `view` unless it loads its own (`UIViewController.loadView`).
  public let view: UIView
  /// The built-in nibs' gray view (see `grayView`); `nil` in a `ControllerLayout` without one.
  private let namedGrayView: UIView?
  /// The built-in nibs' text field (see `textField`); `nil` in `ControllerLayout.none`.
  private let namedTextField: UITextField?
  /// The gray view's bottom constraint (Auto Layout nibs only; `ControllerLayout.pinned`'s
  /// content view's).
  public let bottomLayoutConstraint: NSLayoutConstraint?
  /// The table behind the bar, or the table itself (the techniques' demos only).
  public let tableView: UITableView?
  /// What the measurement compares with the keyboard; `nil` for the five samples' gray view and
  /// text field, and for a `ControllerLayout`, whose field is measured where the screen shows it.
  public let layout: MeasuredLayout?
  /// Every object an outlet can connect to, with its name, in the order the errors list them.
  let objects: [NibObject]
  /// A storyboard scene's objects by their document ids (`Gdb-k2-hpo`), which its outlets and
  /// actions name; empty for every other nib.
  private let objectsByID: [String: AnyObject]
  /// How errors name the nib: `the pinned layout`.
  let displayName: String
  /// Whether the nib is a stock `ControllerLayout` for a controller of your own: its field's place
  /// is measured on the screen at every sample, rather than stated by the nib (`layout`), and its
  /// root view, drawn for no particular screen, starts at the window's size.
  let isControllerLayout: Bool

  /// One object an outlet can connect to: its name and the object.
  struct NibObject {
    /// The outlet name that connects to it by name (`emailField`).
    let name: String
    /// Other names outlets commonly give it (`containerView` for `contentView`).
    let synonyms: [String]
    let object: AnyObject

    /// Whether an outlet named `outletName` connects to it by name.
    func isNamed(_ outletName: String) -> Bool {
      name == outletName || synonyms.contains(outletName)
    }
  }

  /// The gray view whose bottom should sit on the keyboard's top; in the techniques' demos, the
  /// gray content the technique moves (a bar, a shrinking view, the table); in
  /// `ControllerLayout.pinned` its content view, in `.form` its scroll view. A layout without one
  /// (`.none`) has none to give: use `outlet(named:of:)`, which says so.
  public var grayView: UIView {
    guard let namedGrayView else { fatalError("\(displayName) has no gray view") }
    return namedGrayView
  }

  /// The text field 20 pt above the gray view's bottom; in the techniques' demos, the field the
  /// user types in; in a `ControllerLayout`, the field a scenario's `tap text-field` taps. A
  /// layout without one (`.none`) has none to give: use `outlet(named:of:)`, which says so.
  public var textField: UITextField {
    guard let namedTextField else { fatalError("\(displayName) has no text field") }
    return namedTextField
  }

  /// The field a scenario's `tap text-field` taps unless told another; `nil` when the nib has no
  /// field and the controller makes its own.
  var fieldToTap: UITextField? { namedTextField }

  package init(
    view: UIView, grayView: UIView, textField: UITextField,
    bottomLayoutConstraint: NSLayoutConstraint?, tableView: UITableView? = nil,
    layout: MeasuredLayout? = nil
  ) {
    var objects = [
      NibObject(name: "view", synonyms: [], object: view),
      NibObject(name: "grayView", synonyms: [], object: grayView),
      NibObject(name: "textField", synonyms: [], object: textField),
    ]
    if let bottomLayoutConstraint {
      objects.append(
        NibObject(name: "bottomLayoutConstraint", synonyms: [], object: bottomLayoutConstraint))
    }
    if let tableView, tableView !== grayView {
      objects.append(NibObject(name: "tableView", synonyms: [], object: tableView))
    }
    self.init(
      view: view, grayView: grayView, textField: textField,
      bottomLayoutConstraint: bottomLayoutConstraint, tableView: tableView, layout: layout,
      objects: objects, displayName: "the nib", isControllerLayout: false)
  }

  /// A nib for a controller of your own (`ControllerLayout`): its objects by name, the field its
  /// tap taps first among them.
  init(
    view: UIView, grayView: UIView?, textField: UITextField?,
    bottomLayoutConstraint: NSLayoutConstraint?, objects: [NibObject], displayName: String
  ) {
    self.init(
      view: view, grayView: grayView, textField: textField,
      bottomLayoutConstraint: bottomLayoutConstraint, tableView: nil, layout: nil,
      objects: objects, displayName: displayName, isControllerLayout: true)
  }

  /// A storyboard scene's objects for a controller of your own: its root `view`, and `objectsByID`
  /// every object of the scene by its document id, for the outlets and actions the driver's glue
  /// connects (`object(withID:as:)`). As a stock layout's, its root view starts at the window's
  /// size, and its field is measured where the screen shows it; the tap taps the first text field
  /// or text view of the hierarchy unless `--field` names another. `displayName` names it in
  /// errors: `the scene of Main.storyboard`.
  public init(sceneView view: UIView, objectsByID: [String: AnyObject], displayName: String) {
    self.init(
      view: view, grayView: nil, textField: nil, bottomLayoutConstraint: nil, tableView: nil,
      layout: nil, objects: [NibObject(name: "view", synonyms: [], object: view)],
      displayName: displayName, isControllerLayout: true, objectsByID: objectsByID)
  }

  /// The scene's object with the document id `id`, as `type`: the driver's glue names only ids
  /// the document holds, with the types it made them of, so another is a bug of the glue.
  public func object<Object>(withID id: String, as type: Object.Type) -> Object {
    guard let object = objectsByID[id] as? Object else {
      fatalError("\(displayName) has no \(Object.self) with the id '\(id)'")
    }
    return object
  }

  private init(
    view: UIView, grayView: UIView?, textField: UITextField?,
    bottomLayoutConstraint: NSLayoutConstraint?, tableView: UITableView?,
    layout: MeasuredLayout?, objects: [NibObject], displayName: String,
    isControllerLayout: Bool, objectsByID: [String: AnyObject] = [:]
  ) {
    self.objectsByID = objectsByID
    self.view = view
    namedGrayView = grayView
    namedTextField = textField
    self.bottomLayoutConstraint = bottomLayoutConstraint
    self.tableView = tableView
    self.layout = layout
    self.objects = objects
    self.displayName = displayName
    self.isControllerLayout = isControllerLayout
  }

  /// How the header says what is measured: the nib's `MeasuredLayout`, or for a `ControllerLayout`
  /// the edge read from the hierarchy (`docs/behaviour-model.md` §1); `nil` for the five samples.
  public var measuredSummary: String? {
    guard isControllerLayout else { return layout?.summary }
    return "edge (the visible bottom of the tapped field's outermost scroll view, else the bottom "
      + "of its container in the root view, else the root view's) against the keyboard's top; "
      + "the field where the screen shows it"
  }

  /// How the samples name the edge: the nib's `MeasuredLayout`'s name, `edge` for a
  /// `ControllerLayout`; `nil` for the five samples' gray bottom.
  public var measuredEdgeName: String? {
    isControllerLayout ? "edge" : layout?.edgeName
  }

  /// The names of the objects outlets can connect to, in order: `view, contentView, textField,
  /// bottomConstraint`.
  public var outletNames: [String] { objects.map(\.name) }
}
