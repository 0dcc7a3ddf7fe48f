import SimulatedUIKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one place a chart turns data into drawing coordinates: time across, the gap up (pink)
/// and down (covered) from a zero line. Every row of a comparison uses the same scale.
struct ChartScale: Equatable {
  /// The seconds the time axis spans, from 0.
  var duration: Double
  /// The points from the zero line to the plot's top edge, and to its bottom edge.
  var range: Double
  /// The plot's left edge and width, in pixels.
  var left: Double
  var width: Double
  /// The plot's top edge and height, in pixels.
  var top: Double
  var height: Double

  /// The x of `time`.
  func x(_ time: Double) -> Double {
    left + time / duration * width
  }

  /// The y of `gap`: above the middle for pink, below for covered; clamped to the plot. The axis
  /// is stretched near zero: each half of the plot is logarithmic in `1 + |gap| / knee`, so the
  /// 2 pt band and a 20 pt sliver stay visible on an axis of ±300 pt (at 120 px, 2 pt is some
  /// 5 px from the zero line and 20 pt some 23 px, where a straight axis gives them 0.4 and 4).
  func y(_ gap: Double) -> Double {
    let clamped = min(max(gap, -range), range)
    let fraction = Self.stretched(abs(clamped)) / Self.stretched(range)
    return top + height / 2 - (clamped < 0 ? -fraction : fraction) * (height / 2)
  }

  /// Points from the zero line where the axis turns from nearly straight to logarithmic.
  static let knee = 5.0

  /// `points` from the zero line on the stretched axis, in units of no size.
  private static func stretched(_ points: Double) -> Double {
    log1p(points / knee)
  }

  /// The plot's bottom edge.
  var bottom: Double { top + height }

  /// The smallest range drawn: the widest threshold band and some room beyond it.
  static let smallestRange = 60.0

  /// A scale for `runs`: time up to the latest entry or rest, rounded up to half a second; the
  /// gap up to the largest mismatch, rounded up to 50 pt.
  static func fitting(
    _ runs: [ComparedRun], left: Double, width: Double, top: Double, height: Double
  ) -> ChartScale {
    let end = runs.map(\.picture.end).max() ?? 0
    let largest = runs.map(\.measurements.largestMismatch).max() ?? 0
    return ChartScale(
      duration: max(0.5, (end * 2).rounded(.down) / 2 + 0.5),
      range: max(smallestRange, (largest / 50).rounded(.up) * 50), left: left, width: width,
      top: top, height: height)
  }
}
