import Foundation

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

  /// Whether the text's font shrinks, down to `minimumScaleFactor`, to fit the label's width
  /// (default `false`) [A]; kept: it changes how the text is drawn, not the label's size, and the
  /// lab draws no text [M].
  open var adjustsFontSizeToFitWidth = false
  /// The smallest scale of the font that `adjustsFontSizeToFitWidth` shrinks it to (default 0)
  /// [A]; kept, as that.
  open var minimumScaleFactor: CGFloat = 0

  /// The text with its style [A]: `text` in the label's `font` and `textColor`, `nil` without
  /// text. Setting it sets `text` to its characters and `font` and `textColor` to the style at its
  /// first character, where it has one [A: "assigning a new value updates the values in the font,
  /// textColor, and other style-related properties so that they reflect the style information
  /// starting at location 0"]; other attributes, and styles that change along the text, are not
  /// kept [M].
  open var attributedText: NSAttributedString? {
    get {
      guard let text else { return nil }
      var style: [NSAttributedString.Key: Any] = [:]
      if let font { style[.font] = font }
      if let textColor { style[.foregroundColor] = textColor }
      return NSAttributedString(string: text, attributes: style)
    }
    set {
      text = newValue?.string
      guard let newValue, newValue.length > 0 else { return }
      let style = newValue.attributes(at: 0, effectiveRange: nil)
      if let font = style[.font] as? UIFont { self.font = font }
      if let color = style[.foregroundColor] as? UIColor { textColor = color }
    }
  }

  /// The size of the text: its widest line by the number of lines shown; zero without text [A].
  /// A label of one line shows its first line; one of several wraps at `preferredMaxLayoutWidth`
  /// or, without one, at its width [A].
  open override var intrinsicContentSize: CGSize {
    textSize(wrappingAt: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width)
  }

  /// The size of the text wrapped at `size`'s width, as `intrinsicContentSize` measures it [A:
  /// "the size that best fits the specified size"]; its height may be more than `size`'s, as
  /// UIKit's may.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    textSize(wrappingAt: size.width)
  }

  /// The text's widest line by the number of lines shown, a label of several lines wrapping at
  /// `wrapWidth` (none at 0).
  private func textSize(wrappingAt wrapWidth: CGFloat) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let font = self.font ?? UIFont.systemFont(ofSize: UIFont.labelFontSize)
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      CGFloat($0.count) * font.averageCharacterWidth
    }
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
