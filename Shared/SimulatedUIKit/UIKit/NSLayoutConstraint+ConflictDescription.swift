extension NSLayoutConstraint {
  /// The constraint as UIKit's log of a conflict writes it, without the addresses, which would
  /// make the lab's output differ from run to run: `<NSLayoutConstraint 'bar height'
  /// UIView.height == 44 (active)>`, `<NSLayoutConstraint UIView.width == 0.5*UIView.width + 8
  /// (active)>` [A: UIKit's console message]. An item is named by its name in the timeline, else
  /// by its class; a guide by its identifier, else by its class.
  var conflictDescription: String {
    var text = "<NSLayoutConstraint "
    if let identifier { text += "'\(identifier)' " }
    text += "\(Self.conflictName(of: firstItem)).\(firstAttribute) \(relation.symbol) "
    if let secondItem {
      if multiplier != 1 { text += NumberFormat.trimmed(Double(multiplier), decimals: 4) + "*" }
      text += "\(Self.conflictName(of: secondItem)).\(secondAttribute)"
      if constant != 0 {
        text += (constant > 0 ? " + " : " - ") + NumberFormat.points(Double(abs(constant)))
      }
    } else {
      text += NumberFormat.points(Double(constant))
    }
    return text + (isActive ? " (active)>" : ">")
  }

  /// The name a conflict's log gives `item`: a view's name in the timeline, else its class; a
  /// guide's identifier, else its class.
  static func conflictName(of item: AnyObject?) -> String {
    if let view = item as? UIView, let name = view.timelineName { return name }
    if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty {
      return "'\(guide.identifier)'"
    }
    return item.map { String(describing: type(of: $0)) } ?? "nil"
  }
}

extension NSLayoutConstraint.Relation {
  /// `==`, `<=` or `>=`, as UIKit's log writes the relation.
  var symbol: String {
    switch self {
    case .equal: "=="
    case .lessThanOrEqual: "<="
    case .greaterThanOrEqual: ">="
    }
  }
}
