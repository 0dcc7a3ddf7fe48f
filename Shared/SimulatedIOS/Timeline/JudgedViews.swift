/// The views the judge measures, a built-in variant's or a controller of your own's, by the names
/// the layout gives them, so that a verdict's reason says which view was covered or stood above
/// the pink (`VerdictReason.view`).
public struct JudgedViews: Equatable, Sendable {
  /// The field the tap taps, where the judge measures it on the screen (a controller of your
  /// own's); `nil` where the nib states its field's place against its holder's edge (a built-in
  /// variant's `MeasuredLayout`, the five samples' 20 pt), so that the field is never the edge.
  public var field: String?
  /// The root view's subview that holds the field (the field itself when it is straight on the
  /// root view): the gray view of the five samples, a form's scroll view, a bar.
  public var holder: String
  /// The views whose own fill covered the gap below the edge in some sample, in the order
  /// `Sample.fillingView` counts them.
  public var fillers: [String]

  /// Creates the names; each parameter is the property of the same name.
  public init(field: String?, holder: String, fillers: [String] = []) {
    self.field = field
    self.holder = holder
    self.fillers = fillers
  }

  /// The view whose own fill covered `sample`'s gap (`Sample.fillingView`); `nil` where none did.
  public func filler(for sample: Sample) -> String? {
    sample.fillingView.flatMap { fillers.indices.contains($0) ? fillers[$0] : nil }
  }

  /// The view `sample` measured: the field when its own bottom was the edge (covered, hanging
  /// below its holder's edge), else the holder.
  public func name(for sample: Sample) -> String {
    guard let field, let margin = sample.fieldMargin, margin <= 0 else { return holder }
    return field
  }
}
