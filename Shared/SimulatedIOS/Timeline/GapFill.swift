/// What a person sees between the edge that must meet the keyboard (`Sample.edge`) and the
/// keyboard's top, where the content stops short of it (`Sample.gapFill`): the gap's size and the
/// verdict never depend on it; the reason's words and the pictures do (`docs/behaviour-model.md`
/// §1) [M].
public enum GapFill: String, Equatable, Codable, Sendable {
  /// The background: the root view's colour, or the window's through a clear root view (the five
  /// samples' pink).
  case background
  /// The blank inset of the scroll view holding the field: its own area below what it can show,
  /// beyond the keyboard's overlap, its frame reaching the keyboard.
  case blankInset = "blank inset"
  /// Another view's own fill, covering the band: a table behind a bar, a footer.
  case content

  /// The side the verdict's reason names a positive gap filled so by: pink for the background,
  /// the blank inset, content; the one mapping the judge and every picture and word read.
  public var side: VerdictReason.Side {
    switch self {
    case .background: .pink
    case .blankInset: .blankInset
    case .content: .content
    }
  }
}
