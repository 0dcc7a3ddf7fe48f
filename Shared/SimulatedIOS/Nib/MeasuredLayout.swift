import SimulatedUIKit

/// What a demo names for the measurement (`docs/behaviour-model.md` §1, generalised to every technique): how
/// the output names the edge that must sit on the keyboard's top, and the field that must stay
/// visible above it. Which edge that is, the view hierarchy says (§1: the lowest edge the
/// controller keeps above the keyboard): a bar's bottom, or a table's visible bottom.
///
/// The five samples (no layout of their own) measure the gray view's bottom, with the text field 20 pt above it and 30 pt
/// tall: `partly covered` is then exactly `gap < −20` and `hidden` `gap ≤ −50`.
public struct MeasuredLayout {
  /// How the output names the edge: `gray bottom`, `bar bottom`, `visible bottom`.
  public var edgeName: String
  /// How the header names the field: `the text field`, `the last row`.
  public var fieldName: String
  /// How far the field's bottom sits above the edge, in points.
  public var fieldMargin: Double
  /// The field's height, in points.
  public var fieldHeight: Double

  /// Creates a layout; each parameter is the property of the same name.
  package init(edgeName: String, fieldName: String, fieldMargin: Double, fieldHeight: Double) {
    self.edgeName = edgeName
    self.fieldName = fieldName
    self.fieldMargin = fieldMargin
    self.fieldHeight = fieldHeight
  }

  /// How the header says what is measured: `bar bottom against the keyboard's top; the text field
  /// 7 pt above it, 30 pt tall`.
  public var summary: String {
    "\(edgeName) against the keyboard's top; \(fieldName) \(NumberFormat.points(fieldMargin)) pt "
      + "above it, \(NumberFormat.points(fieldHeight)) pt tall"
  }
}
