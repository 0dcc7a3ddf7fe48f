import SchmeeboardLab

/// Swift that builds the objects of an Interface Builder document with the lab's UIKit, as
/// loading its compiled nib does on iOS [A: "Resource Programming Guide", nib object life cycle]:
/// every object made with `init(coder:)` (an object of the app's own class, `customClass`, of that
/// class), its attributes set, its subviews added and its constraints installed in the view that
/// holds them; then the outlets and actions connected; then `awakeFromNib()` told to every view.
///
/// Generated Swift rather than objects built by reading the document at run time: the app's own
/// classes, their outlets and their action methods are known only to the compiler of the user's
/// module (Linux has no Objective-C runtime to look a class or a property up by name), so the
/// glue that names them is compiled with the user's code, as `ControllerGlue` is, and a document
/// that names a property or a method the class lacks is the compiler's error in that glue.
///
/// Each object is a constant named by its document id (`` `ib dJM-Fs-GyM` ``); what the document
/// holds that the lab does not build is refused by a one-line error naming the file, the line and
/// the element, before anything runs; what it holds only for Interface Builder's canvas is read
/// past (`InterfaceVocabulary`).
struct InterfaceObjectBuilder {
  /// The document the objects are from.
  let document: InterfaceDocument
  /// The classes the controller's files declare: a `customClass` among them is the app's.
  let userClasses: Set<String>

  /// One object made: its constant, its Swift type and the element it is made from.
  struct Object {
    var variable: String
    var type: String
    var element: String
  }

  /// One outlet or action of the document: from the object `source`, to `destination` (both
  /// document ids).
  struct Connection {
    enum Kind {
      /// `source.property = destination`.
      case outlet(property: String)
      /// `source.property = [destinations]`, one element per connection.
      case outletCollection(property: String)
      /// `destination`'s method, sent by `source` for `event` (a control) or when tapped (a bar
      /// button item, `event` nil).
      case action(selector: String, event: String?)
    }
    var kind: Kind
    var source: String
    var destination: String
    var element: InterfaceElement
  }

  /// The statements that make the objects, in document order.
  private(set) var statements: [String] = []
  /// The statements that install the constraints, once every object is made.
  private(set) var constraintStatements: [String] = []
  /// The connections, rendered by the caller, who knows what the owner or controller is.
  private(set) var connections: [Connection] = []
  /// The views to tell `awakeFromNib()`, in document order.
  private(set) var awakenings: [String] = []
  /// The objects by document id.
  private(set) var objects: [String: Object] = [:]
  /// The layout guides by document id: the expression that reads each.
  private var guides: [String: String] = [:]
  /// The constraints to install, each with the view that holds it, once every item is known.
  private var pendingConstraints: [(constraint: InterfaceElement, holder: String)] = []

  init(document: InterfaceDocument, userClasses: Set<String>) {
    self.document = document
    self.userClasses = userClasses
  }

  /// The constant an object of id `id` is held in.
  static func variable(_ id: String) -> String { "`ib \(id)`" }

  /// Makes the object `element` and everything it holds, added to `superview` (as an arranged
  /// subview when `arranged`); its constant.
  @discardableResult
  mutating func build(_ element: InterfaceElement, superview: String? = nil, arranged: Bool = false)
    throws(CommandFailure) -> String
  {
    guard let id = element["id"] else {
      throw document.failure(element, "<\(element.name)> has no id")
    }
    let type = try swiftType(of: element)
    let variable = Self.variable(id)
    objects[id] = Object(variable: variable, type: type, element: element.name)
    statements.append("let \(variable) = \(type)(coder: SimulatedUIKit.NibDecoder())!")
    try setAttributes(of: element, on: variable)
    for child in element.children {
      try setProperty(child, of: element, on: variable)
    }
    if let superview {
      statements.append(
        "\(superview).\(arranged ? "addArrangedSubview" : "addSubview")(\(variable))")
    }
    if element.name != "barButtonItem" { awakenings.append(variable) }
    return variable
  }

  /// Installs the constraints met so far, every item being made.
  mutating func installConstraints() throws(CommandFailure) {
    for (constraint, holder) in pendingConstraints {
      try install(constraint, in: holder)
    }
    pendingConstraints = []
  }

  /// Records the connections `element` (a `<connections>`) holds, from the object `source`.
  mutating func recordConnections(_ element: InterfaceElement, from source: String)
    throws(CommandFailure)
  {
    for connection in element.children {
      guard let destination = connection["destination"] else {
        throw document.failure(connection, "<\(connection.name)> has no destination")
      }
      switch connection.name {
      case "outlet":
        guard let property = connection["property"] else {
          throw document.failure(connection, "<outlet> has no property")
        }
        connections.append(
          Connection(
            kind: .outlet(property: property), source: source, destination: destination,
            element: connection))
      case "outletCollection":
        guard let property = connection["property"] else {
          throw document.failure(connection, "<outletCollection> has no property")
        }
        connections.append(
          Connection(
            kind: .outletCollection(property: property), source: source,
            destination: destination, element: connection))
      case "action":
        guard let selector = connection["selector"] else {
          throw document.failure(connection, "<action> has no selector")
        }
        connections.append(
          Connection(
            kind: .action(selector: selector, event: connection["eventType"]), source: source,
            destination: destination, element: connection))
      case "segue":
        throw document.failure(
          connection,
          "a segue (\(connection["kind"] ?? "?")) from \(source): the lab performs no segues; "
            + "a storyboard's navigation controller holds its root scene, and nothing else")
      default:
        throw document.failure(
          connection,
          "<\(connection.name)> is not a connection the lab makes (outlet, "
            + "outletCollection, action)")
      }
    }
  }

  /// The Swift statements of `connections`, `resolve` giving each end's expression and type.
  func statements(
    for connections: [Connection], resolve: (String) throws(CommandFailure) -> (String, String)
  ) throws(CommandFailure) -> [String] {
    var lines: [String] = []
    var collections: [String: [String]] = [:]
    var collectionOrder: [String] = []
    for connection in connections {
      let (source, _) = try resolve(connection.source)
      let (destination, destinationType) = try resolve(connection.destination)
      switch connection.kind {
      case .outlet(let property):
        lines.append("\(source).\(property) = \(destination)")
      case .outletCollection(let property):
        let key = "\(source).\(property)"
        if collections[key] == nil { collectionOrder.append(key) }
        collections[key, default: []].append(destination)
      case .action(let selector, let event):
        let method = Self.swiftMethod(selector)
        let made =
          "SimulatedUIKit.Selector(\(SwiftStringLiteral.quoting(method)), "
          + "\(destinationType).\(method))"
        if let event {
          guard InterfaceVocabulary.controlEvents.contains(event) else {
            throw document.failure(
              connection.element,
              "the event '\(event)' is not one the lab's controls send; they send "
                + InterfaceVocabulary.controlEvents.sorted().joined(separator: ", "))
          }
          lines.append("\(source).addTarget(\(destination), action: \(made), for: .\(event))")
        } else {
          lines.append("\(source).target = \(destination)")
          lines.append("\(source).action = \(made)")
        }
      }
    }
    for key in collectionOrder {
      lines.append("\(key) = [\(collections[key, default: []].joined(separator: ", "))]")
    }
    return lines
  }

  /// The Swift name of the Objective-C selector `selector`, as Swift names an `@IBAction`'s:
  /// `buttonTapped:` is `buttonTapped(_:)`, `toggleAccessory` is `toggleAccessory`,
  /// `tapped:forEvent:` is `tapped(_:forEvent:)` [A: the plain mapping; a method whose Swift
  /// labels differ from its selector's pieces is the compiler's error in the glue].
  static func swiftMethod(_ selector: String) -> String {
    let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
    guard selector.hasSuffix(":"), let base = pieces.first else { return selector }
    let labels = ["_:"] + pieces.dropFirst().map { "\($0):" }
    return "\(base)(\(labels.joined()))"
  }

  // MARK: - Objects

  /// The Swift type `element` is made of: its `customClass`, the app's when the controller's files
  /// declare it, else the lab's UIKit class of the element.
  private func swiftType(of element: InterfaceElement) throws(CommandFailure) -> String {
    guard let uikit = InterfaceVocabulary.objectClasses[element.name] else {
      throw document.failure(
        element,
        "<\(element.name)> is an object the lab does not build; a document's objects may be "
          + InterfaceVocabulary.objectClasses.keys.sorted().joined(separator: ", "))
    }
    guard let custom = element["customClass"] else { return "SimulatedUIKit.\(uikit)" }
    if userClasses.contains(custom) { return "\(ControllerCompiler.moduleName).\(custom)" }
    if custom.hasPrefix("UI") { return "SimulatedUIKit.\(custom)" }
    throw document.failure(
      element,
      "the class '\(custom)' of <\(element.name)> is declared in none of the controller's files")
  }

  /// Sets the attributes of `element` that change what a person sees or does, refusing one the
  /// lab neither models nor reads past.
  private mutating func setAttributes(of element: InterfaceElement, on variable: String)
    throws(CommandFailure)
  {
    let kind = element.name
    for (name, value) in element.attributes.sorted(by: { $0.key < $1.key }) {
      // A controller's title is the navigation bar's, which the lab draws no text in; a text
      // view's alignment is not modelled (the lab's text view draws no text).
      if InterfaceVocabulary.readPastAttributes.contains(name)
        || (name, kind) == ("title", "viewController")
        || (name, kind) == ("textAlignment", "textView")
      {
        continue
      }
      let set: String? =
        switch (name, kind) {
        case ("alpha", _): "alpha = \(try number(value, element, name))"
        case ("hidden", _): "isHidden = \(try bool(value, element, name))"
        case ("translatesAutoresizingMaskIntoConstraints", _):
          "translatesAutoresizingMaskIntoConstraints = \(try bool(value, element, name))"
        case ("clipsSubviews", _): "clipsToBounds = \(try bool(value, element, name))"
        case ("autoresizesSubviews", _):
          "autoresizesSubviews = \(try bool(value, element, name))"
        case ("userInteractionEnabled", _):
          "isUserInteractionEnabled = \(try bool(value, element, name))"
        case ("tag", _): "tag = \(try integer(value, element, name))"
        case ("text", "label"), ("text", "textField"), ("placeholder", "textField"),
          ("title", "barButtonItem"):
          "\(name) = \(SwiftStringLiteral.quoting(value))"
        case ("textAlignment", "label"), ("textAlignment", "textField"):
          "textAlignment = .\(try choice(value, InterfaceVocabulary.textAlignments, element, name))"
        case ("borderStyle", "textField"):
          "borderStyle = .\(try choice(value, InterfaceVocabulary.borderStyles, element, name))"
        case ("numberOfLines", "label"): "numberOfLines = \(try integer(value, element, name))"
        case ("editable", "textView"): "isEditable = \(try bool(value, element, name))"
        case ("enabled", "button"), ("enabled", "textField"), ("enabled", "barButtonItem"):
          "isEnabled = \(try bool(value, element, name))"
        case ("keyboardDismissMode", "scrollView"), ("keyboardDismissMode", "textView"):
          "keyboardDismissMode = .\(try choice(value, ["none", "onDrag", "interactive"], element, name))"
        case ("axis", "stackView"):
          "axis = .\(try choice(value, ["horizontal", "vertical"], element, name))"
        case ("distribution", "stackView"):
          "distribution = .\(try choice(value, InterfaceVocabulary.stackDistributions, element, name))"
        case ("alignment", "stackView"):
          "alignment = .\(InterfaceVocabulary.stackAlignments[try choice(value, InterfaceVocabulary.stackAlignments.keys.sorted(), element, name)] ?? "fill")"
        case ("spacing", "stackView"): "spacing = \(try number(value, element, name))"
        case ("horizontalHuggingPriority", _), ("verticalHuggingPriority", _):
          "setContentHuggingPriority(SimulatedUIKit.UILayoutPriority(rawValue: "
            + "\(try number(value, element, name))), for: .\(name.hasPrefix("h") ? "horizontal" : "vertical"))"
        case ("horizontalCompressionResistancePriority", _),
          ("verticalCompressionResistancePriority", _):
          "setContentCompressionResistancePriority(SimulatedUIKit.UILayoutPriority(rawValue: "
            + "\(try number(value, element, name))), for: .\(name.hasPrefix("h") ? "horizontal" : "vertical"))"
        default: nil
        }
      guard let set else {
        throw document.failure(
          element,
          "<\(kind) \(element["id"] ?? "")> sets '\(name)', which the lab does not model")
      }
      statements.append("\(variable).\(set)")
    }
  }

  /// Sets what the child element `property` of `element` holds: its frame, mask, colours, text,
  /// layout guides, subviews, constraints and connections.
  private mutating func setProperty(
    _ property: InterfaceElement, of element: InterfaceElement, on variable: String
  ) throws(CommandFailure) {
    let key = property["key"] ?? ""
    let kind = element.name
    switch (property.name, key) {
    case ("rect", "frame"):
      statements.append("\(variable).frame = \(try rect(property))")
    case ("autoresizingMask", "autoresizingMask"):
      var flags: [String] = []
      for (attribute, flag) in InterfaceVocabulary.autoresizingFlags
      where property[attribute] == "YES" {
        flags.append(".\(flag)")
      }
      statements.append("\(variable).autoresizingMask = [\(flags.joined(separator: ", "))]")
    case ("color", "backgroundColor"), ("color", "tintColor"):
      statements.append("\(variable).\(key) = \(try color(property))")
    case ("color", "textColor") where ["label", "textField", "textView"].contains(kind):
      statements.append("\(variable).textColor = \(try color(property))")
    case ("nil", _):
      // The property's default, as when the document does not name it.
      break
    case ("fontDescription", "fontDescription")
    where ["label", "textField", "textView"].contains(kind):
      if let size = property["pointSize"] {
        let bold = property["type"] == "boldSystem"
        statements.append(
          "\(variable).font = SimulatedUIKit.UIFont.\(bold ? "boldSystemFont" : "systemFont")"
            + "(ofSize: \(try number(size, property, "pointSize")))")
      }
    case (let name, "text")
    where ["string", "mutableString"].contains(name)
      && ["label", "textField", "textView"].contains(kind):
      statements.append("\(variable).text = \(SwiftStringLiteral.quoting(property.text))")
    case ("string", "placeholder") where kind == "textField":
      statements.append("\(variable).placeholder = \(SwiftStringLiteral.quoting(property.text))")
    case ("state", "normal") where kind == "button":
      if let title = property["title"] {
        statements.append(
          "\(variable).setTitle(\(SwiftStringLiteral.quoting(title)), for: .normal)")
      }
    case ("viewLayoutGuide", "safeArea"):
      try addGuide(property, "\(variable).safeAreaLayoutGuide")
    case ("viewLayoutGuide", "layoutMargins"):
      try addGuide(property, "\(variable).layoutMarginsGuide")
    case ("keyboardLayoutGuide", "keyboard"):
      try addGuide(property, "\(variable).keyboardLayoutGuide")
    case ("edgeInsets", "layoutMargins"):
      let sides = try ["top", "left", "bottom", "right"].map { side throws(CommandFailure) in
        "\(side): \(try number(property[side] ?? "0", property, side))"
      }
      statements.append(
        "\(variable).layoutMargins = SimulatedUIKit.UIEdgeInsets(\(sides.joined(separator: ", ")))")
    case ("subviews", _):
      for subview in property.children {
        try build(subview, superview: variable, arranged: kind == "stackView")
      }
    case ("constraints", _):
      for constraint in property.children {
        pendingConstraints.append((constraint, variable))
      }
    case ("connections", _):
      try recordConnections(property, from: element["id"] ?? "")
    default:
      if InterfaceVocabulary.readPastElements.contains(property.name)
        || InterfaceVocabulary.readPastKeys.contains(key)
      {
        break
      }
      throw document.failure(
        property,
        "<\(property.name)\(key.isEmpty ? "" : " key=\"\(key)\"")> of <\(kind) "
          + "\(element["id"] ?? "")> is not one the lab models")
    }
  }

  /// Names the layout guide `guide` (a `<viewLayoutGuide>` or `<keyboardLayoutGuide>`) by its id.
  private mutating func addGuide(_ guide: InterfaceElement, _ expression: String)
    throws(CommandFailure)
  {
    guard let id = guide["id"] else { throw document.failure(guide, "<\(guide.name)> has no id") }
    guides[id] = expression
  }

  // MARK: - Constraints

  /// Installs `constraint` in the view `holder`: `firstItem` (else the holder) and `secondItem`
  /// (else the holder when a second attribute is named, else none), the attributes, relation,
  /// multiplier, constant, priority and identifier. A margin attribute (`leadingMargin`) relates
  /// the item's layout margins guide [A]; a placeholder constraint, removed at build time [A], is
  /// not installed.
  private mutating func install(_ constraint: InterfaceElement, in holder: String)
    throws(CommandFailure)
  {
    guard constraint.name == "constraint" else {
      throw document.failure(constraint, "<\(constraint.name)> is not a constraint")
    }
    if constraint["placeholder"] == "YES" { return }
    for name in constraint.attributes.keys
    where !InterfaceVocabulary.constraintAttributes.contains(name) {
      throw document.failure(
        constraint, "a constraint's '\(name)' is not one the lab models")
    }
    guard let id = constraint["id"], let firstAttribute = constraint["firstAttribute"] else {
      throw document.failure(constraint, "a constraint without an id or a firstAttribute")
    }
    let (first, firstKind) = try item(constraint["firstItem"], firstAttribute, holder, constraint)
    var second = "nil"
    var secondKind = "notAnAttribute"
    if let secondAttribute = constraint["secondAttribute"] {
      (second, secondKind) = try item(
        constraint["secondItem"], secondAttribute, holder, constraint)
    }
    let relation = try choice(
      constraint["relation"] ?? "equal", ["equal", "lessThanOrEqual", "greaterThanOrEqual"],
      constraint, "relation")
    let multiplier = try ratio(constraint["multiplier"] ?? "1", constraint)
    let constant = try number(constraint["constant"] ?? "0", constraint, "constant")
    let variable = Self.variable(id)
    objects[id] = Object(
      variable: variable, type: "SimulatedUIKit.NSLayoutConstraint", element: "constraint")
    constraintStatements.append(
      "let \(variable) = SimulatedUIKit.NSLayoutConstraint(item: \(first), attribute: "
        + ".\(firstKind), relatedBy: .\(relation), toItem: \(second), attribute: .\(secondKind), "
        + "multiplier: \(multiplier), constant: \(constant))")
    if let priority = constraint["priority"] {
      constraintStatements.append(
        "\(variable).priority = SimulatedUIKit.UILayoutPriority(rawValue: "
          + "\(try number(priority, constraint, "priority")))")
    }
    if let identifier = constraint["identifier"] {
      constraintStatements.append(
        "\(variable).identifier = \(SwiftStringLiteral.quoting(identifier))")
    }
    constraintStatements.append("\(holder).addConstraint(\(variable))")
  }

  /// The item a constraint relates with `attribute`: the object or guide `id` names, else
  /// `holder`; and the attribute, a margin attribute read as its guide's.
  private func item(
    _ id: String?, _ attribute: String, _ holder: String, _ constraint: InterfaceElement
  ) throws(CommandFailure) -> (String, String) {
    var expression = holder
    var isView = true
    if let id {
      if let object = objects[id], object.element != "constraint", object.element != "barButtonItem"
      {
        expression = object.variable
      } else if let guide = guides[id] {
        expression = guide
        isView = false
      } else {
        throw document.failure(constraint, "a constraint names '\(id)', no view or guide here")
      }
    }
    if let base = InterfaceVocabulary.marginAttributes[attribute] {
      guard isView else {
        throw document.failure(constraint, "a margin attribute '\(attribute)' of a layout guide")
      }
      return ("\(expression).layoutMarginsGuide", base)
    }
    guard InterfaceVocabulary.constraintItemAttributes.contains(attribute) else {
      throw document.failure(
        constraint,
        "the attribute '\(attribute)' is not one the lab's Auto Layout has; it has "
          + InterfaceVocabulary.constraintItemAttributes.sorted().joined(separator: ", ")
          + " and their margins")
    }
    return (expression, attribute)
  }

  // MARK: - Values

  private func number(_ text: String, _ element: InterfaceElement, _ name: String)
    throws(CommandFailure) -> String
  {
    guard let value = Double(text), value.isFinite else {
      throw document.failure(element, "'\(name)' is '\(text)', not a number")
    }
    return "\(value)"
  }

  private func integer(_ text: String, _ element: InterfaceElement, _ name: String)
    throws(CommandFailure) -> String
  {
    guard let value = Int(text) else {
      throw document.failure(element, "'\(name)' is '\(text)', not a whole number")
    }
    return "\(value)"
  }

  private func bool(_ text: String, _ element: InterfaceElement, _ name: String)
    throws(CommandFailure) -> String
  {
    switch text {
    case "YES": "true"
    case "NO": "false"
    default: throw document.failure(element, "'\(name)' is '\(text)', not YES or NO")
    }
  }

  private func choice(
    _ text: String, _ allowed: [String], _ element: InterfaceElement, _ name: String
  ) throws(CommandFailure) -> String {
    guard allowed.contains(text) else {
      throw document.failure(
        element, "'\(name)' is '\(text)'; the lab models \(allowed.joined(separator: ", "))")
    }
    return text
  }

  /// A multiplier, a number or a ratio (`16:9`).
  private func ratio(_ text: String, _ element: InterfaceElement) throws(CommandFailure) -> String {
    let parts = text.split(separator: ":")
    guard parts.count == 2 else { return try number(text, element, "multiplier") }
    let numerator = try number(String(parts[0]), element, "multiplier")
    let denominator = try number(String(parts[1]), element, "multiplier")
    return "\(numerator) / \(denominator)"
  }

  private func rect(_ element: InterfaceElement) throws(CommandFailure) -> String {
    let parts = try ["x", "y", "width", "height"].map { name throws(CommandFailure) in
      "\(name): \(try number(element[name] ?? "0", element, name))"
    }
    return "CGRect(\(parts.joined(separator: ", ")))"
  }

  /// A colour: its components (RGB or white), or a system colour the lab's UIKit has.
  private func color(_ element: InterfaceElement) throws(CommandFailure) -> String {
    if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
      let member = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
      guard InterfaceVocabulary.systemColors.contains(member) else {
        throw document.failure(
          element, "the system colour '\(name)' is not one the lab's UIColor has")
      }
      return "SimulatedUIKit.UIColor.\(member)"
    }
    let alpha = try number(element["alpha"] ?? "1", element, "alpha")
    if let white = element["white"] {
      return
        "SimulatedUIKit.UIColor(white: \(try number(white, element, "white")), alpha: \(alpha))"
    }
    guard let red = element["red"], let green = element["green"], let blue = element["blue"] else {
      throw document.failure(
        element, "a colour the lab cannot read (a named colour of an asset catalog?)")
    }
    return "SimulatedUIKit.UIColor(red: \(try number(red, element, "red")), green: "
      + "\(try number(green, element, "green")), blue: \(try number(blue, element, "blue")), "
      + "alpha: \(alpha))"
  }
}
