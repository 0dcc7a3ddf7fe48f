import Testing

@testable import SimulatedUIKit

/// A text view's font, attributed text and text container, as a growing text view of an app's
/// overrides and reads them.
@Suite struct TextViewFontAndContainerTests {
  /// A text view of an app's that watches its font and attributed text.
  private final class WatchingTextView: UITextView {
    var told: [String] = []

    override init(frame: CGRect, textContainer: NSTextContainer?) {
      super.init(frame: frame, textContainer: textContainer)
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    override var font: UIFont? {
      didSet { told.append("font") }
    }

    override var attributedText: NSAttributedString! {
      didSet { told.append("attributedText") }
    }
  }

  @Test func theFontsLineHeightIsTheHeightOfTheTextsLines() {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    textView.text = "one\ntwo"
    // 8 pt of inset above and below two lines of the 17 pt system font's height, then of 34 pt's.
    let inset: CGFloat = 8
    let defaultLine: CGFloat = 20.29
    #expect(textView.contentSize.height == inset + 2 * defaultLine + inset)
    let font = UIFont.systemFont(ofSize: 34)
    textView.font = font
    #expect(textView.contentSize.height == inset + 2 * font.lineHeight + inset)
    let lineHeight: CGFloat = 34 * 1.193359375
    #expect(font.lineHeight == lineHeight)
  }

  @Test func attributedTextIsTheTextsCharactersAndASubclassHearsItAndTheFont() {
    let container = NSTextContainer(size: CGSize(width: 200, height: 400))
    let textView = WatchingTextView(frame: .zero, textContainer: container)
    #expect(textView.textContainer === container)
    textView.attributedText = NSAttributedString(string: "hello\nworld")
    #expect(textView.text == "hello\nworld")
    #expect(textView.attributedText.string == "hello\nworld")
    textView.font = .systemFont(ofSize: 16)
    #expect(textView.told == ["attributedText", "font"])
    #expect(container.size == CGSize(width: 200, height: 400))
    let own = UITextView(frame: .zero)
    #expect(own.textContainer.widthTracksTextView)
    #expect(own.textContainer.lineFragmentPadding == 5)
  }
}
