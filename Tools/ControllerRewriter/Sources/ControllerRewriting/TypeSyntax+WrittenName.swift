import SwiftSyntax

extension TypeSyntax {
  /// The type's name as written, without generic arguments or spaces: `UIViewController`,
  /// `Foo.Bar` for `Foo<Int>.Bar`; any other kind of type as written.
  var writtenName: String {
    if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = self.as(MemberTypeSyntax.self) {
      return member.baseType.writtenName + "." + member.name.text
    }
    return trimmedDescription
  }
}
