import SimulatedIOS
import SimulatedUIKit

/// A faint band of a chart: a range of the gap one of the verdict's thresholds (`docs/behaviour-model.md`
/// §1) bounds.
struct ChartBand {
  /// The band's edges, in points of gap.
  var lower: Double
  var upper: Double
  /// Its colour, and how much of it shows over white.
  var color: String
  var opacity: String
  /// What it means, for the legend.
  var meaning: String

  /// Within 2 pt (clean), the field partly covered, the field hidden, and a band as tall as the
  /// field, whatever the judge finds filling it (pink, a blank inset, content: `VerdictText`'s band
  /// words), so named by the one word they share.
  static var all: [ChartBand] {
    let rules = VerdictRules.standard
    return [
      ChartBand(
        lower: -rules.cleanTolerance, upper: rules.cleanTolerance, color: PictureColors.cleanBand,
        opacity: "0.25", meaning: "within \(NumberFormat.points(rules.cleanTolerance)) pt"),
      ChartBand(
        lower: -rules.pinkBandHeight, upper: -rules.fieldMargin,
        color: PictureColors.partlyCoveredBand, opacity: "0.25",
        meaning: SampleFinding.fieldPartlyCovered.rawValue),
      ChartBand(
        lower: -.infinity, upper: -rules.pinkBandHeight, color: PictureColors.glitchBand,
        opacity: "0.07", meaning: SampleFinding.fieldHidden.rawValue),
      ChartBand(
        lower: rules.pinkBandHeight, upper: .infinity, color: PictureColors.glitchBand,
        opacity: "0.07", meaning: "band"),
    ]
  }
}
