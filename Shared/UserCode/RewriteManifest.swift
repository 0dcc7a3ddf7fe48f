/// What the rewriter (`Tools/ControllerRewriter`) found in the user's files: its `manifest.json`.
struct RewriteManifest: Codable, Equatable {
  /// One user's file and its rewritten copy.
  struct File: Codable, Equatable {
    /// The user's file, absolute.
    var original: String
    /// The copy's name in the rewriter's output folder.
    var rewritten: String
  }

  /// An `@IBOutlet` property.
  struct Outlet: Codable, Equatable {
    /// The property's name.
    var name: String
    /// Its type, without `!`, `?`, `weak` or the brackets of a collection.
    var type: String
    /// Whether it is an outlet collection, `[UITextField]`.
    var isCollection: Bool
    /// Its line in the user's file.
    var line: Int
  }

  /// A class the user's files declare.
  struct TypeDeclaration: Codable, Equatable {
    /// Its name, dotted when nested: `Outer.Inner`.
    var name: String
    /// `class` (the rewriter lists classes).
    var kind: String
    /// The first type it inherits from, as written, or `nil`.
    var superclass: String?
    /// The user's file that declares it.
    var file: String
    /// Its line there.
    var line: Int
    /// Whether it is `final`.
    var isFinal: Bool
    /// Whether `Name()` compiles: false when it declares initializers with parameters only.
    var hasInitWithoutArguments: Bool
    /// Whether it, or a type it is nested in, has generic parameters.
    var isGeneric: Bool
    /// Whether it is declared inside a function, closure or accessor.
    var isLocal: Bool
    /// Whether it, or a type or extension it is nested in, is `private` or `fileprivate`.
    var isPrivate: Bool
    /// Its outlets, in the order declared.
    var outlets: [Outlet]
  }

  /// A use of an API newer than the lab's oldest release outside an availability check.
  struct Requirement: Codable, Equatable {
    /// The API as written: `keyboardLayoutGuide`.
    var api: String
    /// The major release that added it.
    var release: Int
    /// The user's file and the use's line there.
    var file: String
    var line: Int
  }

  /// The user's files, in the order given.
  var files: [File]
  /// Every class declared, in file and source order.
  var types: [TypeDeclaration]
  /// The uses of newer APIs outside availability checks, in file and source order
  /// (`DeploymentTarget`).
  var requirements: [Requirement] = []
}
