/// The views of a controller of your own that the judge measures, by the names the controller
/// gives them, so that a verdict's reason says which view was covered or stood above the pink
/// (`VerdictReason.view`).
public struct JudgedViews: Equatable, Sendable {
  /// The field the tap taps.
  public var field: String
  /// The root view's subview that holds the field (the field itself when it is straight on the
  /// root view): the gray view of the five samples, a form's scroll view, a bar.
  public var holder: String

  /// Creates the names; each parameter is the property of the same name.
  public init(field: String, holder: String) {
    self.field = field
    self.holder = holder
  }

  /// The view `sample` measured: the field when its own bottom was the edge (covered, hanging
  /// below its holder's edge), else the holder.
  public func name(for sample: Sample) -> String {
    sample.fieldMargin.map { $0 <= 0 } ?? false ? field : holder
  }
}
