import SwiftIfConfig
import SwiftSyntax

/// The methods declared in the user's files, by the type they belong to (its body and its
/// extensions, across every file), to name the method a `#selector` without labels refers to.
struct MethodIndex: Sendable {
  /// For each type's qualified name (or an extended type's name as written), each method base
  /// name's argument label lists.
  private let labelsByType: [String: [String: Set<[String]>]]
  /// Each class's superclass as written, to find an inherited method declared in the files.
  private let superclassByClass: [String: String]
  /// The base names of the methods with at least one parameter, on any type.
  private let namesTakingArguments: Set<String>

  /// The index of the methods declared in `files`.
  init(files: [SourceFileSyntax]) {
    let collector = MethodCollector()
    for file in files { collector.walk(file) }
    labelsByType = collector.labelsByType
    superclassByClass = collector.superclassByClass
    namesTakingArguments = collector.namesTakingArguments
  }

  /// The method `base` of `owner`, for `#selector(base)` or `#selector(Owner.base)` [M]:
  /// - declared in `owner` or, failing that, in its nearest superclass declared in the files,
  ///   under one set of labels: its full name (`dismiss()`, `handle(_:)`);
  /// - declared there with different labels (overloads): the base name alone;
  /// - not declared in the files (a UIKit method): `base()`, unless some type in the files
  ///   declares a method `base` taking arguments, which makes that a guess: the base name alone.
  func method(named base: String, in owner: String) -> MethodName {
    var type: String? = owner
    var visited: Set<String> = []
    while let current = type, visited.insert(current).inserted {
      if let labelLists = labelsByType[current]?[base] {
        return MethodName(base: base, labels: labelLists.count == 1 ? labelLists.first : nil)
      }
      type = superclassByClass[current]
    }
    return MethodName(base: base, labels: namesTakingArguments.contains(base) ? nil : [])
  }
}

/// Walks the user's files for `MethodIndex`: every method that is a member of a type, and every
/// class's superclass.
private final class MethodCollector: ActiveSyntaxVisitor {
  var labelsByType: [String: [String: Set<[String]>]] = [:]
  var superclassByClass: [String: String] = [:]
  var namesTakingArguments: Set<String> = []

  init() { super.init(viewMode: .sourceAccurate, configuration: IOSDebugBuild()) }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let parameters = node.signature.parameterClause.parameters
    if !parameters.isEmpty { namesTakingArguments.insert(node.name.text) }
    if let owner = Syntax(node).memberOwnerName {
      let labels = parameters.map(\.firstName.text)
      labelsByType[owner, default: [:]][node.name.text, default: []].insert(labels)
    }
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    if let name = Syntax(node).qualifiedTypeName,
      let superclass = node.inheritanceClause?.inheritedTypes.first?.type.writtenName
    {
      superclassByClass[name] = superclass
    }
    return .visitChildren
  }
}
