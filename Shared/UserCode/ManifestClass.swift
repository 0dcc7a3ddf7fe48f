/// A class declared in the user's files, as the lab needs to know it to create and connect it.
public struct ManifestClass: Codable, Sendable, Equatable {
  /// Its name; a nested class's name is qualified by the types around it: `Outer.Inner`.
  public let name: String
  /// Always `class`: only classes are listed.
  public let kind: String
  /// The first type in its inheritance clause as written, without generic arguments
  /// (`UIViewController`), or nil when it inherits nothing.
  public let superclass: String?
  /// The user's file that declares it (absolute path).
  public let file: String
  /// The line of its name in that file.
  public let line: Int
  /// Whether it is declared `final`.
  public let isFinal: Bool
  /// Whether `Name()` compiles: false only when the class declares a designated initializer with
  /// parameters and no `init()`, since Swift then does not inherit `init()`.
  public let hasInitWithoutArguments: Bool
  /// Whether it, or a type it is nested in, has generic parameters: `Name()` needs them.
  public let isGeneric: Bool
  /// Whether it is declared inside a function, closure or accessor, where no other file sees it.
  public let isLocal: Bool
  /// Whether it, or a type or extension it is nested in, is `private` or `fileprivate`, so that
  /// no other file sees it.
  public let isPrivate: Bool
  /// Its `@IBOutlet` properties, in source order.
  public let outlets: [ManifestOutlet]

  private enum CodingKeys: String, CodingKey {
    case name, kind, superclass, file, line, isFinal, hasInitWithoutArguments, isGeneric, isLocal
    case isPrivate, outlets
  }

  /// Encodes every key, `superclass` as `null` when there is none.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(kind, forKey: .kind)
    try container.encode(superclass, forKey: .superclass)
    try container.encode(file, forKey: .file)
    try container.encode(line, forKey: .line)
    try container.encode(isFinal, forKey: .isFinal)
    try container.encode(hasInitWithoutArguments, forKey: .hasInitWithoutArguments)
    try container.encode(isGeneric, forKey: .isGeneric)
    try container.encode(isLocal, forKey: .isLocal)
    try container.encode(isPrivate, forKey: .isPrivate)
    try container.encode(outlets, forKey: .outlets)
  }
}
