/// How much a view resists growing past its intrinsic size (hugging) and shrinking below it
/// (compression resistance), on each axis: UIKit's defaults are 250 and 750 [A], and Auto Layout
/// reads them as an inequality each, `size ≤ intrinsic` at the hugging priority and
/// `size ≥ intrinsic` at the compression priority [A: "Views with Intrinsic Content Size"].
struct ContentPriorities {
  var horizontalHugging = UILayoutPriority.defaultLow
  var verticalHugging = UILayoutPriority.defaultLow
  var horizontalCompression = UILayoutPriority.defaultHigh
  var verticalCompression = UILayoutPriority.defaultHigh

  func hugging(_ axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? horizontalHugging : verticalHugging
  }

  func compression(_ axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? horizontalCompression : verticalCompression
  }
}
