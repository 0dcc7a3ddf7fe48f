import ArgumentParser

/// A module as `--module NAME=FOLDER` names it: its name, a Swift identifier, and its folder as
/// written. `UserModule` looks at the folder, and at the names the lab and the toolchain take.
struct ModuleArgument: Equatable, Sendable {
  /// The module's name, as the controller imports it.
  var name: String
  /// The folder as given.
  var folder: String

  /// `NAME=FOLDER`, as given.
  var text: String { name + "=" + folder }

  /// The module `argument` names; throws why it names none, which argument-parser prints after
  /// its own words: `The value 'Withable' is invalid for '--module <name=folder>': …`.
  init(parsing argument: String) throws(ValidationError) {
    guard let equals = argument.firstIndex(of: "=") else {
      throw ValidationError(
        "give the module's name and its folder, such as Withable=Packages/Withable")
    }
    name = String(argument[..<equals])
    folder = String(argument[argument.index(after: equals)...])
    guard Self.isIdentifier(name) else {
      throw ValidationError(
        "'\(name)' is not a module name: letters, digits and _, not starting with a digit")
    }
  }

  /// Whether `name` is a Swift identifier of ASCII letters, digits and `_`, not starting with a
  /// digit.
  private static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else {
      return false
    }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
  }
}
