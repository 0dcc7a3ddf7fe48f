import Foundation
import Testing

@testable import SimulatedUIKit

/// `sizeThatFits(_:)` and `sizeToFit()`: a plain view's best size is its own [A]; a label's is its
/// text's, measured as its intrinsic size is (a character half the point size wide, lines the
/// font's line height), wrapped at the width given [A: UILabel sizes its text; M: the measure]; a
/// text view's is the width given and its lines' height inside its insets. A label's attributed
/// text is its text in its font and colour, and setting one takes the style at its start [A].
@Suite struct TextSizingTests {
  @Test func aPlainViewFitsItsOwnSizeAndSizeToFitKeepsTheOrigin() {
    let view = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 20))
    #expect(view.sizeThatFits(CGSize(width: 300, height: 300)) == CGSize(width: 50, height: 20))
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
    label.text = "abcd"
    label.sizeToFit()
    #expect(label.frame == CGRect(x: 10, y: 10, width: 34, height: 21))
  }

  @Test func aLabelFitsItsTextWrappedAtTheWidthGiven() {
    let label = UILabel()
    label.text = "Placeholder text"
    #expect(label.sizeThatFits(CGSize(width: 100, height: 10)) == CGSize(width: 136, height: 21))
    label.numberOfLines = 0
    #expect(label.sizeThatFits(CGSize(width: 100, height: 10)) == CGSize(width: 100, height: 41))
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.4
    #expect(
      label.sizeThatFits(CGSize(width: 100, height: 10)) == CGSize(width: 100, height: 41),
      "shrinking the font is drawing, not sizing")
    #expect(label.minimumScaleFactor == 0.4)
  }

  @Test func aLabelsAttributedTextIsItsTextInItsStyle() throws {
    let label = UILabel()
    #expect(label.attributedText == nil)
    let font = UIFont.systemFont(ofSize: 16)
    label.attributedText = NSAttributedString(
      string: "Placeholder", attributes: [.font: font, .foregroundColor: UIColor.gray])
    #expect(label.text == "Placeholder")
    #expect(label.font === font)
    #expect(label.textColor == UIColor.gray)
    #expect(label.intrinsicContentSize.width == 88, "11 characters at 8 pt")
    let read = try #require(label.attributedText)
    #expect(read.string == "Placeholder")
    #expect(read.attribute(.font, at: 0, effectiveRange: nil) as? UIFont === font)
    label.attributedText = nil
    #expect(label.text == nil)
  }

  @Test func aTextViewFitsTheWidthGivenAndItsLinesHeight() {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    textView.font = UIFont.systemFont(ofSize: 16)
    #expect(!textView.hasText)
    textView.text = "a\nb"
    #expect(textView.hasText)
    #expect(
      textView.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        == CGSize(width: 200, height: 8 + 2 * 16 * 1.193359375 + 8))
  }

  @Test func aScrollViewDoesNotPageByDefault() {
    let scrollView = UIScrollView()
    #expect(!scrollView.isPagingEnabled)
    scrollView.isPagingEnabled = true
    #expect(scrollView.isPagingEnabled)
  }
}
