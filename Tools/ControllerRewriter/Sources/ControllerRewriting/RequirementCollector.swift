import SwiftSyntax

/// Walks one of the user's files for uses of the APIs the lab knows iOS added later than its
/// oldest release, outside an availability check of that release: a `#available` (or `#unavailable`)
/// condition whose branch holds the use, a `guard #available` before it in its block, or an
/// `@available(iOS …)` declaration around it.
final class RequirementCollector: SyntaxVisitor {
  /// The APIs, each with the release that added it [A]: the keyboard layout guide (15), the safe
  /// area (11), property animators (10).
  static let introduced: [String: Int] = [
    "keyboardLayoutGuide": 15, "UIKeyboardLayoutGuide": 15,
    "safeAreaInsets": 11, "safeAreaLayoutGuide": 11, "additionalSafeAreaInsets": 11,
    "safeAreaInsetsDidChange": 11, "viewSafeAreaInsetsDidChange": 11,
    "UIViewPropertyAnimator": 10,
  ]

  /// The uses found so far.
  private(set) var requirements: [ManifestRequirement] = []

  private let path: String
  private let locations: SourceLocationConverter

  /// A collector for the file at `path` whose parsed text is `file`.
  init(path: String, file: SourceFileSyntax) {
    self.path = path
    self.locations = SourceLocationConverter(fileName: path, tree: file)
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    note(node.baseName.text, at: Syntax(node))
    return .visitChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    note(node.name.text, at: Syntax(node))
    return .visitChildren
  }

  /// Keeps a use of `name` at `node` when it is one of `introduced` and no check covers it.
  private func note(_ name: String, at node: Syntax) {
    guard let release = Self.introduced[name], !Self.isChecked(node, for: release) else { return }
    let line = locations.location(for: node.positionAfterSkippingLeadingTrivia).line
    requirements.append(ManifestRequirement(api: name, release: release, file: path, line: line))
  }

  /// Whether an availability check of `release` or later covers `node`.
  private static func isChecked(_ node: Syntax, for release: Int) -> Bool {
    var child = node
    while let parent = child.parent {
      defer { child = parent }
      if let statement = parent.as(IfExprSyntax.self) {
        if child.id == statement.body.id, checks(statement.conditions, release, available: true) {
          return true
        }
        if child.id == statement.elseBody?.id,
          checks(statement.conditions, release, available: false)
        {
          return true
        }
      } else if let loop = parent.as(WhileStmtSyntax.self), child.id == loop.body.id,
        checks(loop.conditions, release, available: true)
      {
        return true
      } else if let items = parent.as(CodeBlockItemListSyntax.self),
        let index = items.firstIndex(where: { $0.id == child.id })
      {
        let guarded = items[..<index].contains { item in
          guard let guardStatement = item.item.as(GuardStmtSyntax.self) else { return false }
          return checks(guardStatement.conditions, release, available: true)
        }
        if guarded { return true }
      } else if let attributes = parent.asProtocol(WithAttributesSyntax.self)?.attributes,
        declares(attributes, release)
      {
        return true
      }
    }
    return false
  }

  /// Whether `conditions` hold a `#available` (or, for `available: false`, `#unavailable`) of an
  /// iOS release of `release` or later.
  private static func checks(
    _ conditions: ConditionElementListSyntax, _ release: Int, available: Bool
  ) -> Bool {
    conditions.contains { element in
      guard let check = element.condition.as(AvailabilityConditionSyntax.self),
        (check.availabilityKeyword.text == "#available") == available
      else { return false }
      return iOSRelease(in: check.availabilityArguments).map { $0 >= release } ?? false
    }
  }

  /// Whether `attributes` hold `@available(iOS N, *)` with `N` at least `release`.
  private static func declares(_ attributes: AttributeListSyntax, _ release: Int) -> Bool {
    attributes.contains { element in
      guard let attribute = element.as(AttributeSyntax.self),
        attribute.attributeName.trimmedDescription == "available",
        let arguments = attribute.arguments?.as(AvailabilityArgumentListSyntax.self)
      else { return false }
      return iOSRelease(in: arguments).map { $0 >= release } ?? false
    }
  }

  /// The iOS major release an availability list names, if any.
  private static func iOSRelease(in arguments: AvailabilityArgumentListSyntax) -> Int? {
    arguments.lazy.compactMap { argument -> Int? in
      guard case .availabilityVersionRestriction(let restriction) = argument.argument,
        AvailabilityQuery.iOSPlatforms.contains(restriction.platform.text),
        let version = restriction.version
      else { return nil }
      return Int(version.major.text)
    }.first
  }
}
