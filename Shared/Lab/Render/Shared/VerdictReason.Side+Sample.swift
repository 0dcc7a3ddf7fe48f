import SimulatedIOS
import SimulatedUIKit

extension VerdictReason.Side {
  /// What fills `gap` points of `sample` (its gap, or its gap as a person sees it), in the words
  /// the verdict's reason uses: covered below 0; above it what the judge found filling the band
  /// (`Sample.gapFill`): pink for the background, the scroll view's blank inset, or content (another
  /// view's own fill); `nil` for no gap. Read from the judge's own classification of the sample,
  /// as `VerdictRules` names the reason's side, for every picture and word that shows a sample's
  /// gap (the chart's band, the screens' captions, the replay's words, the text timeline), so that
  /// each says what the verdict says.
  init?(gap: Double, of sample: Sample) {
    guard gap != 0 else { return nil }
    guard gap > 0 else {
      self = .covered
      return
    }
    self = sample.gapFill.side
  }
}
