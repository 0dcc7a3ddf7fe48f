/// What a person holding the phone sees in one sample, in the words of the verdict rules
/// (`docs/behaviour-model.md` §1). The timeline annotates samples with these words and the verdict's reason
/// uses them, so the two never disagree.
public enum SampleFinding: String, Equatable, Codable, Sendable, CaseIterable {
  /// The content sits on the keyboard's top, within the clean tolerance (2 pt).
  case onTheKeyboard = "on the keyboard"
  /// Off by more than the clean tolerance, but the field is in full view and no pink band is open:
  /// the 2013 post's "slivers of pink".
  case sliver
  /// The keyboard has covered the bottom of the text field (gap below −20 pt).
  case fieldPartlyCovered = "field partly covered"
  /// The keyboard has covered the whole text field (gap at or below −50 pt).
  case fieldHidden = "field hidden"
  /// Pink as tall as the field and its margin shows between the content and the keyboard (gap at
  /// or above 50 pt).
  case pinkBand = "pink band"

  /// Whether a person would call the run a glitch for this sample alone.
  public var isGlitch: Bool { self == .fieldHidden || self == .pinkBand }
}
