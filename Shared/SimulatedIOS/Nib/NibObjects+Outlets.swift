/// Connecting a controller's outlets to a nib's objects, as loading the nib does: by type, and by
/// name where the nib holds more than one object of that type.
extension NibObjects {
  /// The object the outlet `name` of type `type` connects to [M]: the one whose name (or one of
  /// its synonyms: `containerView` for `contentView`) is `name`; else the only object of that
  /// type; else the only one of exactly that class (a `UIView` outlet takes the content view, not
  /// the text field inside it); else, where the nib has several of exactly that class, the one
  /// at the outlet's place among `siblings` (the controller's outlets of its type, in the order
  /// it declares them) whose names the nib does not know, in the nib's order, as a person
  /// connects a form's fields top to bottom: `txtName`, `txtEmail` take the form's first two
  /// fields. The root view (`view`) connects only by its name: it is the controller's own
  /// `view`, not an outlet. An outlet nothing fits throws an error that names it, its type and
  /// what the nib has.
  ///
  /// ```swift
  /// controller.textField = try nib.outlet(named: "textField", of: UITextField.self)
  /// controller.bottomConstraint = try nib.outlet(named: "bottomConstraint", of: NSLayoutConstraint.self)
  /// controller.txtEmail = try nib.outlet(named: "txtEmail", of: UITextField.self, among: ["txtName", "txtEmail"])
  /// ```
  public func outlet<Object: AnyObject>(
    named name: String, of type: Object.Type, among siblings: [String] = []
  ) throws(OutletError) -> Object {
    let candidates = objects.filter { $0.object is Object && ($0.name != "view" || name == "view") }
    if let named = candidates.first(where: { $0.isNamed(name) }) {
      return named.object as! Object
    }
    if candidates.count == 1 {
      return candidates[0].object as! Object
    }
    let exact = candidates.filter { Swift.type(of: $0.object) == type }
    if exact.count == 1 {
      return exact[0].object as! Object
    }
    let unknown = siblings.filter { sibling in !objects.contains { $0.isNamed(sibling) } }
    let unclaimed = exact.filter { object in !siblings.contains { object.isNamed($0) } }
    if let place = unknown.firstIndex(of: name), place < unclaimed.count {
      return unclaimed[place].object as! Object
    }
    let outlet = "outlet \(Vocabulary.quoted(name)) (\(type)): \(displayName) has"
    guard candidates.isEmpty else {
      throw OutletError(
        "\(outlet) several of its kind; name one of "
          + candidates.map(\.name).joined(separator: ", "))
    }
    throw OutletError(
      "\(outlet) no \(Self.kind(of: type)); it has \(outletNames.joined(separator: ", "))"
        + Self.layoutsHaving(type, besides: displayName))
  }

  /// `; --layout form has one` when other stock layouts have an object of `type`, else nothing.
  private static func layoutsHaving(_ type: AnyObject.Type, besides displayName: String) -> String {
    let others = ControllerLayout.allCases.filter { layout in
      let objects = layout.instantiate()
      return objects.displayName != displayName
        && objects.objects.contains { $0.name != "view" && Swift.type(of: $0.object) == type }
    }
    guard !others.isEmpty else { return "" }
    return "; " + others.map { "--layout \($0.rawValue)" }.joined(separator: " or ") + " has one"
  }

  /// The objects the outlet collection `name` of type `type` connects to: every object of that
  /// type but the root view, in the nib's order (a form's text fields, top to bottom). A
  /// collection nothing fits throws an error as `outlet(named:of:)` does.
  public func outlets<Object: AnyObject>(named name: String, of type: Object.Type)
    throws(OutletError) -> [Object]
  {
    let found = objects.filter { $0.name != "view" }.compactMap { $0.object as? Object }
    guard found.isEmpty else { return found }
    throw OutletError(
      "outlet collection \(Vocabulary.quoted(name)) ([\(type)]): \(displayName) has no "
        + "\(Self.kind(of: type)); it has \(outletNames.joined(separator: ", "))")
  }

  /// How a message names objects of `type`: `table view` for `UITableView`.
  private static func kind(of type: Any.Type) -> String {
    var name = Substring(String(describing: type))
    if name.hasPrefix("UI") || name.hasPrefix("NS") { name = name.dropFirst(2) }
    var words = ""
    for character in name {
      if character.isUppercase, !words.isEmpty { words.append(" ") }
      words.append(contentsOf: character.lowercased())
    }
    return words
  }
}
