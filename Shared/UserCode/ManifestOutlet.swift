/// An `@IBOutlet` property of a class, for the lab's glue that connects it.
public struct ManifestOutlet: Codable, Sendable, Equatable {
  /// The property's name.
  public let name: String
  /// Its declared type without `!` or `?` and, for an outlet collection, without `[` `]`:
  /// `UITextField` for `UITextField!` and for `[UITextField]!`.
  public let type: String
  /// Whether it is an outlet collection, an array `[T]`.
  public let isCollection: Bool
  /// The line of its name in the user's file.
  public let line: Int
}
