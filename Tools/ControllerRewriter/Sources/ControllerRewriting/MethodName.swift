/// The method a `#selector` names: its base name and, when known, its argument labels.
struct MethodName: Sendable, Equatable {
  /// The base name, `handle` in `handle(_:)`.
  let base: String
  /// The argument labels (`["_"]` for `handle(_:)`, `[]` for `dismiss()`), or nil when they are
  /// not known.
  let labels: [String]?

  /// The Swift name: `handle(_:)`, `dismiss()`, or the base name alone when the labels are not
  /// known.
  var swiftName: String {
    guard let labels else { return base }
    return base + "(" + labels.map { $0 + ":" }.joined() + ")"
  }

  /// An unapplied reference to the method on `owner`: `Owner.handle(_:)` with its labels, so that
  /// Swift picks that overload, and `Owner.dismiss` for a method without arguments or whose labels
  /// are not known (Swift cannot write `dismiss()` unapplied).
  func memberReference(on owner: String) -> String {
    guard let labels, !labels.isEmpty else { return owner + "." + base }
    return owner + "." + swiftName
  }
}
