/// A label, as UIKit's `UILabel`: text that sizes itself. The lab draws no text: what a label
/// shows a run is its size, its intrinsic content size worked out from its text and font [M: a
/// character is half the font's point size wide (`UIFont`), lines are the font's `lineHeight`].
open class UILabel: UIView {
  /// The text shown (default `nil`) [A]; setting it changes the intrinsic size.
  open var text: String? {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The font (default the system font at 17 pt) [A]; setting it changes the intrinsic size.
  open var font: UIFont! = UIFont.systemFont(ofSize: UIFont.labelFontSize) {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The text's colour (default `.label`, black) [A].
  open var textColor: UIColor! = UIColor.label
  /// How the text lines up (default `.natural`) [A].
  open var textAlignment = NSTextAlignment.natural
  /// The most lines shown, 0 for as many as the text needs (default 1) [A].
  open var numberOfLines = 1 {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The width at which a label of several lines wraps its text (default 0: its own width) [A].
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The size of the text: its widest line by the number of lines shown; zero without text [A].
  /// A label of one line shows its first line; one of several wraps at `preferredMaxLayoutWidth`
  /// or, without one, at its width [A].
  open override var intrinsicContentSize: CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let font = self.font ?? UIFont.systemFont(ofSize: UIFont.labelFontSize)
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      CGFloat($0.count) * font.averageCharacterWidth
    }
    let wrapWidth = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
    var lines: [CGFloat] = []
    for width in numberOfLines == 1 ? Array(paragraphs.prefix(1)) : paragraphs {
      guard numberOfLines != 1, wrapWidth > 0, width > wrapWidth else {
        lines.append(width)
        continue
      }
      let count = Int((width / wrapWidth).rounded(.up))
      lines += Array(repeating: wrapWidth, count: count - 1)
      lines.append(width - wrapWidth * CGFloat(count - 1))
    }
    if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
    return CGSize(
      width: (lines.max() ?? 0).rounded(.up),
      height: (font.lineHeight * CGFloat(lines.count)).rounded(.up))
  }
}
