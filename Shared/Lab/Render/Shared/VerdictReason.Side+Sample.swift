import SimulatedIOS
import SimulatedUIKit

extension VerdictReason.Side {
  /// What fills `gap` points of `sample` (its gap, or its gap as a person sees it), in the words
  /// the verdict's reason uses: covered below 0; above it the scroll view's blank inset where the
  /// judge found one (`Sample.gapIsBlankInset`), else pink; `nil` for no gap. Read from the judge's
  /// own classification of the sample, for every picture and word that shows a sample's gap (the
  /// chart's band, the screens' captions, the replay's words, the text timeline), so that each
  /// says what the verdict says.
  init?(gap: Double, of sample: Sample) {
    if gap < 0 {
      self = .covered
    } else if gap > 0 {
      self = sample.gapIsBlankInset ? .blankInset : .pink
    } else {
      return nil
    }
  }
}
