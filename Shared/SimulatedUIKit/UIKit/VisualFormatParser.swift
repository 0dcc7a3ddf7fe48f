import Foundation

/// Auto Layout's visual format language read into constraints
/// (`NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`), by the grammar in
/// Apple's Auto Layout Guide [A]:
///
/// ```
/// format     ::= (H|V :)? (| connection)? view (connection view)* (connection |)?
/// connection ::= (nothing) | - | - predicates -
/// predicates ::= metric | number | ( predicate (, predicate)* )
/// view       ::= [ name ( ( predicate (, predicate)* ) )? ]
/// predicate  ::= (== | <= | >=)? (metric | number | view name) (@ (metric | number))?
/// ```
///
/// Spaces between the parts are skipped [M]. What does not parse stops the program, pointing at
/// the place, as UIKit's exception does [A].
struct VisualFormatParser {
  private typealias Attribute = NSLayoutConstraint.Attribute

  /// A relation to a constant or to another view's size, at a priority: `>=8@750`.
  private struct Predicate {
    var relation = NSLayoutConstraint.Relation.equal
    var constant: CGFloat = 0
    var view: UIView?
    var priority = UILayoutPriority.required
  }

  /// What a format lists: the superview's edge at a place in the format, or a view and its size.
  private enum Item {
    case edge(position: Int)
    case view(UIView, size: [Predicate])

    var isEdge: Bool {
      if case .edge = self { true } else { false }
    }
  }

  /// The space between two items.
  private enum Connection {
    /// Nothing between them: 0 pt.
    case flush
    /// `-`: the standard space.
    case standard
    /// `-n-`, `-metric-` or `-(…)-`.
    case predicates([Predicate])
  }

  /// The standard space between two views, and between a view and its superview's edge [A].
  static let standardSpacing: CGFloat = 8
  static let standardSpacingToSuperview: CGFloat = 20

  private let format: String
  private let characters: [Character]
  private let metrics: [String: Any]
  private let views: [String: Any]
  private var index = 0

  init(format: String, metrics: [String: Any], views: [String: Any]) {
    self.format = format
    characters = Array(format)
    self.metrics = metrics
    self.views = views
  }

  /// The format's constraints, with `options`' alignments.
  mutating func constraints(options: NSLayoutConstraint.FormatOptions) -> [NSLayoutConstraint] {
    let isVertical = readOrientation()
    let (items, connections) = readItems()
    let leading: Attribute
    let trailing: Attribute
    if isVertical {
      (leading, trailing) = (.top, .bottom)
    } else if options.contains(.directionLeftToRight) {
      (leading, trailing) = (.left, .right)
    } else {
      (leading, trailing) = (.leading, .trailing)
    }
    var constraints: [NSLayoutConstraint] = []
    for item in items {
      guard case .view(let view, let size) = item else { continue }
      for predicate in size {
        constraints.append(
          make(
            view, isVertical ? .height : .width, predicate, predicate.view,
            predicate.view == nil ? .notAnAttribute : isVertical ? .height : .width))
      }
    }
    for (offset, connection) in connections.enumerated() {
      let predicates: [Predicate]
      switch connection {
      case .flush: predicates = [Predicate()]
      case .standard:
        let spacing =
          items[offset].isEdge || items[offset + 1].isEdge
          ? Self.standardSpacingToSuperview : Self.standardSpacing
        predicates = [Predicate(constant: spacing)]
      case .predicates(let list): predicates = list
      }
      for predicate in predicates {
        switch (items[offset], items[offset + 1]) {
        case (.edge(let position), .view(let view, _)):
          constraints.append(
            make(view, leading, predicate, superview(of: view, at: position), leading))
        case (.view(let view, _), .edge(let position)):
          constraints.append(
            make(superview(of: view, at: position), trailing, predicate, view, trailing))
        case (.view(let first, _), .view(let second, _)):
          constraints.append(make(second, leading, predicate, first, trailing))
        case (.edge, .edge):
          fail("a connection needs a view on one side", at: characters.count)
        }
      }
    }
    return constraints + alignments(of: items, options: options, isVertical: isVertical)
  }

  /// `item.attribute relation other.attribute + constant`, at the predicate's priority.
  private func make(
    _ item: UIView, _ attribute: Attribute, _ predicate: Predicate, _ other: UIView?,
    _ otherAttribute: Attribute
  ) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint(
      item: item, attribute: attribute, relatedBy: predicate.relation, toItem: other,
      attribute: otherAttribute, multiplier: 1,
      constant: predicate.view == nil ? predicate.constant : 0)
    constraint.priority = predicate.priority
    return constraint
  }

  /// The constraints that align each view on the one before it, for each alignment in `options`;
  /// an alignment along the format's own axis stops the program [A].
  private func alignments(
    of items: [Item], options: NSLayoutConstraint.FormatOptions, isVertical: Bool
  ) -> [NSLayoutConstraint] {
    let laid = items.compactMap { item -> UIView? in
      if case .view(let view, _) = item { view } else { nil }
    }
    var constraints: [NSLayoutConstraint] = []
    for attribute in options.alignedAttributes {
      let isHorizontalEdge = [.left, .right, .leading, .trailing, .centerX].contains(attribute)
      if isHorizontalEdge != isVertical {
        let axis = isVertical ? "vertical" : "horizontal"
        fail(
          "Options mask required views to be aligned on a \(axis) edge, which is not allowed "
            + "for layout that is also \(axis).", at: 0)
      }
      for (previous, view) in zip(laid, laid.dropFirst()) {
        constraints.append(
          NSLayoutConstraint(
            item: view, attribute: attribute, relatedBy: .equal, toItem: previous,
            attribute: attribute, multiplier: 1, constant: 0))
      }
    }
    return constraints
  }

  /// The superview of `view`, which a `|` at `position` stands for; none stops the program [A].
  private func superview(of view: UIView, at position: Int) -> UIView {
    guard let superview = view.superview else {
      fail(
        "Unable to interpret '|' character, because the related view doesn't have a superview",
        at: position)
    }
    return superview
  }

  // MARK: - Reading

  /// `H:` or `V:`, or nothing (horizontal); whether the format is vertical.
  private mutating func readOrientation() -> Bool {
    skipSpaces()
    guard index + 1 < characters.count, characters[index + 1] == ":" else { return false }
    switch characters[index] {
    case "H":
      index += 2
      return false
    case "V":
      index += 2
      return true
    default: fail("Expected 'H' or 'V' before the ':'")
    }
  }

  /// The items from the superview's edge or the first view to the end, and the connections
  /// between them.
  private mutating func readItems() -> ([Item], [Connection]) {
    var items: [Item] = []
    var connections: [Connection] = []
    skipSpaces()
    if peek == "|" {
      items.append(.edge(position: index))
      index += 1
      connections.append(readConnection())
    }
    while true {
      items.append(readView())
      skipSpaces()
      if index == characters.count { break }
      let connection = readConnection()
      connections.append(connection)
      skipSpaces()
      if peek == "|" {
        items.append(.edge(position: index))
        index += 1
        skipSpaces()
        guard index == characters.count else {
          fail("Expected the end of the format after the superview's '|'")
        }
        break
      }
    }
    return (items, connections)
  }

  /// The connection before the next item: `-`, `-…-`, or nothing before a `[` or a `|`.
  private mutating func readConnection() -> Connection {
    skipSpaces()
    guard peek == "-" else {
      guard peek == "[" || peek == "|" else {
        fail("Expected a '-', a '[' or a '|' here")
      }
      return .flush
    }
    index += 1
    skipSpaces()
    if peek == "[" || peek == "|" { return .standard }
    let predicates: [Predicate]
    if peek == "(" {
      predicates = readPredicateList(allowingViews: false)
    } else {
      predicates = [Predicate(constant: readConstant(allowingSign: false))]
    }
    skipSpaces()
    guard peek == "-" else { fail("Expected a '-' here, after the space's predicates") }
    index += 1
    return .predicates(predicates)
  }

  /// `[name]` or `[name(predicates)]`.
  private mutating func readView() -> Item {
    skipSpaces()
    guard peek == "[" else {
      fail("Expected a '[' here: that is how a view starts")
    }
    index += 1
    skipSpaces()
    let position = index
    let name = readName()
    guard !name.isEmpty else { fail("Expected a view's name here") }
    guard let view = views[name].flatMap(Self.view) else {
      fail("\(name) is not a key in the views dictionary", at: position)
    }
    skipSpaces()
    var size: [Predicate] = []
    if peek == "(" { size = readPredicateList(allowingViews: true) }
    skipSpaces()
    guard peek == "]" else {
      fail("Expected a ']' here: that is how a view ends")
    }
    index += 1
    return .view(view, size: size)
  }

  /// `(predicate, predicate…)`.
  private mutating func readPredicateList(allowingViews: Bool) -> [Predicate] {
    index += 1
    var predicates: [Predicate] = []
    while true {
      predicates.append(readPredicate(allowingViews: allowingViews))
      skipSpaces()
      if peek == "," {
        index += 1
        continue
      }
      guard peek == ")" else { fail("Expected a ',' or a ')' here") }
      index += 1
      return predicates
    }
  }

  /// `(== | <= | >=)? (metric | number | view) (@priority)?`.
  private mutating func readPredicate(allowingViews: Bool) -> Predicate {
    skipSpaces()
    var predicate = Predicate()
    if index + 1 < characters.count, characters[index + 1] == "=" {
      switch characters[index] {
      case "=": predicate.relation = .equal
      case "<": predicate.relation = .lessThanOrEqual
      case ">": predicate.relation = .greaterThanOrEqual
      default: fail("Expected '==', '<=' or '>=' here")
      }
      index += 2
      skipSpaces()
    }
    if let first = peek, first.isLetter || first == "_" {
      let position = index
      let name = readName()
      if let metric = metrics[name] {
        guard let value = Self.number(metric) else {
          fail("metric \(name) is not a number", at: position)
        }
        predicate.constant = value
      } else if allowingViews, let view = views[name].flatMap(Self.view) {
        predicate.view = view
      } else {
        let dictionaries = allowingViews ? "metrics or views dictionaries" : "metrics dictionary"
        fail("\(name) is not a key in the \(dictionaries)", at: position)
      }
    } else {
      predicate.constant = readConstant(allowingSign: true)
    }
    skipSpaces()
    if peek == "@" {
      index += 1
      skipSpaces()
      predicate.priority = UILayoutPriority(Float(readConstant(allowingSign: false)))
    }
    return predicate
  }

  /// A number, or a metric's value: `20`, `-8`, `0.5`, `padding`.
  private mutating func readConstant(allowingSign: Bool) -> CGFloat {
    let start = index
    if let first = peek, first.isLetter || first == "_" {
      let name = readName()
      guard let metric = metrics[name], let value = Self.number(metric) else {
        fail("\(name) is not a number in the metrics dictionary", at: start)
      }
      return value
    }
    if allowingSign, peek == "-" || peek == "+" { index += 1 }
    while let character = peek, character.isASCII, character.isNumber || character == "." {
      index += 1
    }
    guard let value = Double(String(characters[start..<index])) else {
      fail("Expected a number or a metric's name here", at: start)
    }
    return CGFloat(value)
  }

  /// A name: a letter or `_`, then letters, digits and `_`.
  private mutating func readName() -> String {
    let start = index
    while let character = peek, character.isASCII,
      character.isLetter || character.isNumber || character == "_"
    {
      index += 1
    }
    return String(characters[start..<index])
  }

  private var peek: Character? {
    index < characters.count ? characters[index] : nil
  }

  private mutating func skipSpaces() {
    while peek == " " { index += 1 }
  }

  /// A views dictionary's value as a view.
  private static func view(_ value: Any) -> UIView? {
    value as? UIView
  }

  /// A metrics dictionary's value as a number: a `CGFloat`, a `Double`, an `Int`, a `Float` or an
  /// `NSNumber`.
  private static func number(_ value: Any) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as Float: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
  }

  /// Stops the program with UIKit's message, the format, and a caret under `position` (where
  /// reading stopped, by default) [A].
  private func fail(_ reason: String, at position: Int? = nil) -> Never {
    let caret = String(repeating: " ", count: position ?? index) + "^"
    fatalError(
      "NSInvalidArgumentException: Unable to parse constraint format: \(reason)\n"
        + "\(format)\n\(caret)")
  }
}
