import SwiftIfConfig
import SwiftSyntax

/// Walks one of the user's files and collects the edits that make it compile on Linux against
/// the lab's UIKit, and the constructs that cannot be rewritten.
final class EditCollector: ActiveSyntaxVisitor {
  /// Attributes removed wherever they appear [M]: Linux's Swift has no Objective-C runtime, so it
  /// refuses `@objc` and the Interface Builder attributes that imply it; the lab supplies the
  /// entry point (`@main`, `@UIApplicationMain`); and the lab's UIKit is not main-actor isolated,
  /// since simulations run side by side on threads, each of the user's runs on its process's main
  /// thread, so `@MainActor` is dropped while `MainActor.assumeIsolated` still holds.
  static let removedAttributes: Set<String> = [
    "objc", "objcMembers", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable",
    "IBSegueAction", "UIApplicationMain", "NSApplicationMain", "main", "MainActor",
  ]
  /// Access modifiers removed from an `@IBOutlet`, so that the lab's generated glue in another
  /// file can connect it [M].
  static let outletAccessModifiers: Set<String> = ["private", "fileprivate"]

  /// Whether `attribute` is one of `removedAttributes`.
  static func isRemoved(_ attribute: AttributeSyntax?) -> Bool {
    guard let attribute else { return false }
    return removedAttributes.contains(attribute.attributeName.trimmedDescription)
  }

  /// The edits found so far.
  private(set) var edits: [SourceEdit] = []
  /// The constructs found so far that cannot be rewritten.
  private(set) var problems: [RewriteProblem] = []

  private let path: String
  private let bytes: [UInt8]
  private let locations: SourceLocationConverter
  private let methods: MethodIndex

  /// A collector for the file at `path` whose parsed text is `file`, naming methods from
  /// `methods`.
  init(path: String, file: SourceFileSyntax, methods: MethodIndex) {
    self.path = path
    self.bytes = Array(file.syntaxTextBytes)
    self.locations = SourceLocationConverter(fileName: path, tree: file)
    self.methods = methods
    super.init(viewMode: .sourceAccurate, configuration: IOSDebugBuild())
  }

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    if Self.isRemoved(node) { blank(node) }
    // Compiled as it is, it fails at link time with a message about `-fPIC`.
    if node.attributeName.trimmedDescription == "NSManaged" {
      report(
        "@NSManaged properties need Core Data and the Objective-C runtime, which Linux does not "
          + "have; keep the controller's state in plain stored properties for the lab", at: node)
    }
    return .skipChildren
  }

  override func visit(_ node: ClosureSignatureSyntax) -> SyntaxVisitorContinueKind {
    // `{ @MainActor in` without the attribute would be `{ in`, which does not compile.
    if node.capture == nil, node.parameterClause == nil, node.effectSpecifiers == nil,
      node.returnClause == nil, !node.attributes.isEmpty,
      node.attributes.allSatisfy({ Self.isRemoved($0.as(AttributeSyntax.self)) })
    {
      blank(node.inKeyword)
    }
    return .visitChildren
  }

  override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
    switch node.name.tokenKind {
    case .keyword(.dynamic):
      blank(node)
    case .keyword(.optional):
      report(
        "'optional' protocol requirements need the Objective-C runtime, which Linux does not "
          + "have; give the requirement a default implementation in a protocol extension instead",
        at: node)
    default:
      break
    }
    return .skipChildren
  }

  /// An `@objc` protocol is class-bound, so code declares `weak var delegate: Delegate?`; without
  /// the attribute it is not, and that `weak` is refused: it gets `AnyObject` among what it
  /// inherits [A].
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.attributes.contains(named: "objc") else { return .visitChildren }
    guard let inheritance = node.inheritanceClause else {
      replace(node.name, with: node.name.text + ": AnyObject")
      return .visitChildren
    }
    let classBound = inheritance.inheritedTypes.contains {
      ["AnyObject", "class", "NSObjectProtocol"].contains($0.type.trimmedDescription)
    }
    if !classBound { replace(inheritance.colon, with: ": AnyObject,") }
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.attributes.contains(named: "IBOutlet") {
      for modifier in node.modifiers where Self.outletAccessModifiers.contains(modifier.name.text) {
        blank(modifier)
      }
    }
    return .visitChildren
  }

  /// An import of one of UIKit's submodules (`import UIKit.UIGestureRecognizerSubclass`,
  /// `import UIKit.UIImage`) imports the lab's UIKit, which has no submodules (the path replaced,
  /// padded to its length) [M]: the file then sees all of UIKit, where on iOS it saw the
  /// submodule's part of it. An import of one declaration (`import class UIKit.UIImage`) stays.
  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.importKindSpecifier == nil, node.path.count > 1,
      node.path.first?.name.text == "UIKit"
    {
      replace(node.path, with: "UIKit")
    }
    return .skipChildren
  }

  /// `#if`, as an iOS debug build evaluates it (`IOSDebugBuild`): the clauses it leaves out are
  /// blanked, and the directives of the one it keeps, so that Linux's compiler takes that one
  /// whatever its own conditions say.
  override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
    let active = node.activeClause(in: IOSDebugBuild()).clause
    for clause in node.clauses {
      if clause.id == active?.id {
        let end =
          clause.condition?.endPositionBeforeTrailingTrivia
          ?? clause.poundKeyword.endPositionBeforeTrailingTrivia
        edits.append(
          .blanking(
            clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset..<end.utf8Offset,
            in: bytes))
      } else {
        blank(clause)
      }
    }
    blank(node.poundEndif)
    return super.visit(node)
  }

  override func visit(_ node: AvailabilityConditionSyntax) -> SyntaxVisitorContinueKind {
    replace(node, with: AvailabilityQuery.expression(for: node))
    return .skipChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    switch node.macroName.text {
    case "selector":
      rewriteSelector(node)
      return .skipChildren
    case "keyPath":
      rewriteKeyPath(node)
      return .skipChildren
    default:
      return .visitChildren
    }
  }

  /// `(E as AnyObject).cgRectValue` becomes `AnyObjectLookup(E).cgRectValue`, the cast blanked
  /// (`AnyObjectLookup` says for which members, and why).
  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let lookup = AnyObjectLookup.lookup(in: node) {
      replace(lookup.leftParen, with: AnyObjectLookup.typeName + "(")
      edits.append(
        .blanking(lookup.cast.lowerBound.utf8Offset..<lookup.cast.upperBound.utf8Offset, in: bytes))
    }
    return .visitChildren
  }

  /// `#selector(E)` becomes `Selector("<Swift name>", <Owner>.<member>)`: the lab's `Selector`
  /// keeps the name for the timeline and the function to call [M].
  private func rewriteSelector(_ node: MacroExpansionExprSyntax) {
    guard let argument = node.arguments.first, node.arguments.count == 1 else {
      return report("#selector needs one method reference, such as #selector(save(_:))", at: node)
    }
    if let label = argument.label?.text {
      guard label == "getter" else {
        return report(
          "#selector(\(label):) needs the Objective-C runtime, which Linux does not have",
          at: node)
      }
      return rewriteGetterSelector(node, argument.expression)
    }
    guard let target = selectorTarget(argument.expression) else {
      return report(
        "#selector is rewritten for Linux only for a method of this type or of a named type; "
          + "write #selector(name(_:)) or #selector(TypeName.name(_:))",
        at: node)
    }
    let reference = target.reference
    guard let owner = target.owner else {
      return report(
        "#selector outside a type needs the type that declares the method; write "
          + "#selector(TypeName.\(reference.baseName.text))",
        at: node)
    }
    let method: MethodName
    if let arguments = reference.argumentNames {
      method = MethodName(
        base: reference.baseName.text, labels: arguments.arguments.map(\.name.text))
    } else {
      method = methods.method(named: reference.baseName.text, in: owner)
    }
    let name = SwiftStringLiteral.quoting(method.swiftName)
    replace(node, with: "Selector(\(name), \(method.memberReference(on: owner)))")
  }

  /// `#selector(getter: p)` becomes `Selector(getter: "p", \Owner.p)`: the property's name and
  /// a key path to it on the type named or, for `p` and `self.p`, the enclosing type [M]. Swift
  /// checks that the type has the property; the lab's `Selector` reads it when performed.
  private func rewriteGetterSelector(_ node: MacroExpansionExprSyntax, _ expression: ExprSyntax) {
    guard let target = selectorTarget(expression), target.reference.argumentNames == nil else {
      return report(
        "#selector(getter:) is rewritten for Linux only for a property of this type or of a "
          + "named type; write #selector(getter: name) or #selector(getter: TypeName.name)",
        at: node)
    }
    let property = target.reference.baseName.text
    guard let owner = target.owner else {
      return report(
        "#selector(getter:) outside a type needs the type that declares the property; write "
          + "#selector(getter: TypeName.\(property))",
        at: node)
    }
    let name = SwiftStringLiteral.quoting(property)
    replace(node, with: "Selector(getter: \(name), \\\(owner).\(property))")
  }

  /// The type a `#selector`'s expression names the method on and the method reference:
  /// `f(_:)` and `self.f(_:)` (and `Self.f(_:)`) on the enclosing type, nil when there is none;
  /// `T.f(_:)` on `T` as written. Nil for any other expression.
  private func selectorTarget(_ expression: ExprSyntax)
    -> (owner: String?, reference: DeclReferenceExprSyntax)?
  {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return (Syntax(expression).enclosingTypeName, reference)
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else {
      return nil
    }
    if let baseReference = base.as(DeclReferenceExprSyntax.self),
      baseReference.baseName.tokenKind == .keyword(.self)
        || baseReference.baseName.tokenKind == .keyword(.Self)
    {
      return (Syntax(expression).enclosingTypeName, member.declName)
    }
    guard base.isTypeName else { return nil }
    return (base.trimmedDescription, member.declName)
  }

  /// `#keyPath(a.b)` becomes the string `"a.b"`; a leading type name is dropped, as Swift does
  /// (`#keyPath(UIView.frame)` is `"frame"`) [A].
  private func rewriteKeyPath(_ node: MacroExpansionExprSyntax) {
    guard let argument = node.arguments.first, node.arguments.count == 1, argument.label == nil
    else {
      return report("#keyPath needs one property path, such as #keyPath(view.frame)", at: node)
    }
    var components = argument.expression.trimmedDescription
      .split(separator: ".").map { $0.filter { !$0.isWhitespace && !$0.isNewline } }
    if components.count > 1, let first = components.first?.first, first.isUppercase {
      components.removeFirst()
    }
    replace(node, with: SwiftStringLiteral.quoting(components.joined(separator: ".")))
  }

  private func blank(_ node: some SyntaxProtocol) {
    edits.append(.blanking(node.trimmedByteRange, in: bytes))
  }

  private func replace(_ node: some SyntaxProtocol, with text: String) {
    edits.append(.replacing(node.trimmedByteRange, in: bytes, with: text))
  }

  private func report(_ message: String, at node: some SyntaxProtocol) {
    let location = locations.location(for: node.positionAfterSkippingLeadingTrivia)
    problems.append(
      RewriteProblem(path: path, line: location.line, column: location.column, message: message))
  }
}

extension SyntaxProtocol {
  /// The node's UTF-8 byte range in its file, without its leading and trailing trivia.
  fileprivate var trimmedByteRange: Range<Int> {
    positionAfterSkippingLeadingTrivia.utf8Offset..<endPositionBeforeTrailingTrivia.utf8Offset
  }
}

extension AttributeListSyntax {
  /// Whether the list holds the attribute `@name`.
  func contains(named name: String) -> Bool {
    contains { element in
      element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name
    }
  }
}

extension ExprSyntax {
  /// Whether the expression can only name a type: an identifier starting with a capital letter,
  /// optionally after other such names (`UIView`, `Foo.Bar`), or one with generic arguments.
  fileprivate var isTypeName: Bool {
    if let reference = self.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text.first?.isUppercase == true
    }
    if let member = self.as(MemberAccessExprSyntax.self), let base = member.base {
      return base.isTypeName && member.declName.baseName.text.first?.isUppercase == true
    }
    return self.is(GenericSpecializationExprSyntax.self)
  }
}
