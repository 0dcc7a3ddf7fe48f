import SwiftIfConfig
import SwiftSyntax

/// Walks one of the user's files for the manifest: every class, top level or nested, with its
/// superclass, initializers and outlets.
final class ClassCollector: ActiveSyntaxVisitor {
  /// The classes found so far, in source order.
  private(set) var classes: [ManifestClass] = []
  /// The outlets found so far that the manifest cannot describe.
  private(set) var problems: [RewriteProblem] = []

  private let path: String
  private let locations: SourceLocationConverter

  /// A collector for the file at `path` whose parsed text is `file`.
  init(path: String, file: SourceFileSyntax) {
    self.path = path
    self.locations = SourceLocationConverter(fileName: path, tree: file)
    super.init(viewMode: .sourceAccurate, configuration: IOSDebugBuild())
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    let members = node.memberBlock.members.map(\.decl)
    let initializers = members.compactMap { $0.as(InitializerDeclSyntax.self) }
    let declaresInitWithoutArguments = initializers.contains {
      $0.signature.parameterClause.parameters.isEmpty
    }
    let designatedLabels = initializers.filter { initializer in
      !initializer.signature.parameterClause.parameters.isEmpty
        && !initializer.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
    }.map { $0.signature.parameterClause.parameters.map(\.firstName.text) }
    // A controller that overrides UIKit's designated initializers, `init(nibName:bundle:)` and
    // the required `init?(coder:)`, inherits the convenience `init()` [Swift's initializer
    // inheritance rule 2].
    let overridesUIKitsDesignated =
      designatedLabels.contains(["nibName", "bundle"])
      && designatedLabels.allSatisfy { $0 == ["nibName", "bundle"] || $0 == ["coder"] }
    classes.append(
      ManifestClass(
        name: Syntax(node).qualifiedTypeName ?? node.name.text,
        kind: "class",
        superclass: node.inheritanceClause?.inheritedTypes.first?.type.writtenName,
        file: path,
        line: line(of: node.name),
        isFinal: node.modifiers.contains { $0.name.tokenKind == .keyword(.final) },
        hasInitWithoutArguments: declaresInitWithoutArguments || designatedLabels.isEmpty
          || overridesUIKitsDesignated,
        isGeneric: Syntax(node).typeDeclarationsAround.contains(where: \.hasGenericParameters),
        isLocal: Syntax(node).isLocalDeclaration,
        isPrivate: Syntax(node).typeDeclarationsAround.contains(where: \.isPrivate),
        outlets: members.compactMap { $0.as(VariableDeclSyntax.self) }
          .filter { $0.attributes.contains(named: "IBOutlet") }
          .flatMap(outlets)))
    return .visitChildren
  }

  /// The outlets an `@IBOutlet` declaration declares (one per name: `var a, b: UILabel!` declares
  /// two), each with the type written after it or after a later name.
  private func outlets(_ declaration: VariableDeclSyntax) -> [ManifestOutlet] {
    let bindings = Array(declaration.bindings)
    return bindings.indices.compactMap { index in
      guard let name = bindings[index].pattern.as(IdentifierPatternSyntax.self)?.identifier else {
        return nil
      }
      guard let type = bindings[index...].lazy.compactMap(\.typeAnnotation?.type).first else {
        let location = locations.location(for: name.positionAfterSkippingLeadingTrivia)
        problems.append(
          RewriteProblem(
            path: path, line: location.line, column: location.column,
            message: "@IBOutlet '\(name.text)' needs a declared type, such as "
              + "'@IBOutlet var \(name.text): UILabel!', for the lab to connect it"))
        return nil
      }
      let element = type.withoutOptionality
      let array = element.as(ArrayTypeSyntax.self)
      return ManifestOutlet(
        name: name.text,
        type: (array?.element.withoutOptionality ?? element).trimmedDescription,
        isCollection: array != nil,
        line: line(of: name))
    }
  }

  private func line(of token: TokenSyntax) -> Int {
    locations.location(for: token.positionAfterSkippingLeadingTrivia).line
  }
}

extension TypeSyntax {
  /// The type without the `!` or `?` after it: `UILabel` for `UILabel!`.
  fileprivate var withoutOptionality: TypeSyntax {
    if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return unwrapped.wrappedType.withoutOptionality
    }
    if let optional = self.as(OptionalTypeSyntax.self) {
      return optional.wrappedType.withoutOptionality
    }
    return self
  }
}
