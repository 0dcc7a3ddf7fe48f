import SwiftSyntax

extension Syntax {
  /// The name of the type this node declares as written: a class's, struct's, enum's, actor's or
  /// protocol's name, or the type an extension extends; nil for every other node.
  var declaredTypeName: String? {
    if let declaration = self.as(ClassDeclSyntax.self) { return declaration.name.text }
    if let declaration = self.as(StructDeclSyntax.self) { return declaration.name.text }
    if let declaration = self.as(EnumDeclSyntax.self) { return declaration.name.text }
    if let declaration = self.as(ActorDeclSyntax.self) { return declaration.name.text }
    if let declaration = self.as(ProtocolDeclSyntax.self) { return declaration.name.text }
    if let declaration = self.as(ExtensionDeclSyntax.self) {
      return declaration.extendedType.writtenName
    }
    return nil
  }

  /// The qualified name of the type this node declares: its name after the names of the types
  /// and the extension it is nested in (`Outer.Inner`), up to the first function body, accessor
  /// or closure around it (a local type is named on its own). Nil when the node declares no type.
  var qualifiedTypeName: String? {
    guard let name = declaredTypeName else { return nil }
    var names = [name]
    var node = self.is(ExtensionDeclSyntax.self) ? nil : parent
    while let current = node, !current.isCodeContext {
      if let outer = current.declaredTypeName {
        names.insert(outer, at: 0)
        if current.is(ExtensionDeclSyntax.self) { break }
      }
      node = current.parent
    }
    return names.joined(separator: ".")
  }

  /// The qualified name of the nearest type declaration or extension around this node, looking
  /// through function bodies and closures, or nil at top level.
  var enclosingTypeName: String? {
    var node = parent
    while let current = node {
      if let name = current.qualifiedTypeName { return name }
      node = current.parent
    }
    return nil
  }

  /// The qualified name of the type this declaration is a member of, or nil when it is declared
  /// at top level or inside a function body, accessor or closure.
  var memberOwnerName: String? {
    var node = parent
    while let current = node, !current.isCodeContext {
      if let name = current.qualifiedTypeName { return name }
      node = current.parent
    }
    return nil
  }

  /// This type declaration and the type declarations and extensions it is nested in, up to the
  /// first function body, accessor or closure around it.
  var typeDeclarationsAround: [Syntax] {
    var declarations = [self]
    var node = parent
    while let current = node, !current.isCodeContext {
      if current.declaredTypeName != nil { declarations.append(current) }
      node = current.parent
    }
    return declarations
  }

  /// Whether this declaration is inside a function's, initializer's or accessor's body, or a
  /// closure, where no other file can name it.
  var isLocalDeclaration: Bool {
    var node = parent
    while let current = node {
      if current.isCodeContext { return true }
      node = current.parent
    }
    return false
  }

  /// Whether this type declaration or extension has generic parameters of its own.
  var hasGenericParameters: Bool {
    if let declaration = self.as(ClassDeclSyntax.self) {
      return declaration.genericParameterClause != nil
    }
    if let declaration = self.as(StructDeclSyntax.self) {
      return declaration.genericParameterClause != nil
    }
    if let declaration = self.as(EnumDeclSyntax.self) {
      return declaration.genericParameterClause != nil
    }
    if let declaration = self.as(ActorDeclSyntax.self) {
      return declaration.genericParameterClause != nil
    }
    return false
  }

  /// Whether this declaration is marked `private` or `fileprivate`.
  var isPrivate: Bool {
    guard let modifiers = asProtocol(WithModifiersSyntax.self)?.modifiers else { return false }
    return modifiers.contains {
      $0.detail == nil
        && ($0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate))
    }
  }

  /// Whether this node holds statements: a function's, initializer's or accessor's body, or a
  /// closure. Declarations inside it are local.
  private var isCodeContext: Bool {
    self.is(CodeBlockSyntax.self) || self.is(ClosureExprSyntax.self)
      || self.is(AccessorBlockSyntax.self)
  }
}
