import SimulatedIOS
import SimulationHelpers
import Testing

@testable import SimulatedUIKit

/// A text view as apps use it: its text sizes its content, one line of 20.29 pt a line of text
/// between the container's 8 pt insets [A: the insets; M: the fixed line height], puts the
/// insertion point at its end [A], and `scrollRangeToVisible(_:)` scrolls its lines into view [A].
@Suite struct UITextViewTests {
  @Test func textSizesTheContentAndMovesTheInsertionPoint() {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    textView.text = "one\ntwo\nthree"
    #expect(textView.selectedRange == NSRange(location: 13, length: 0))
    #expect(textView.contentSize.width == 300)
    #expect(abs(textView.contentSize.height - (16 + 3 * 20.29)) < 0.001)
  }

  @Test func scrollingARangeIntoViewShowsItsLines() {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    textView.text = (1...10).map { "line \($0)" }.joined(separator: "\n")
    textView.scrollRangeToVisible(textView.selectedRange)
    // The tenth line ends 8 + 10 × 20.29 pt down; the view's 100 pt then end there.
    #expect(abs(textView.contentOffset.y - (8 + 10 * 20.29 - 100)) < 0.001)
    textView.scrollRangeToVisible(NSRange(location: 0, length: 0))
    #expect(textView.contentOffset.y == 8)
  }
}

/// A controller with a text view it is the delegate of: editing begins and ends with the first
/// responder's place, and scrolling tells the scroll view's delegate [A].
final class TextViewDelegateController: UIViewController, UITextViewDelegate {
  let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 100))
  private(set) var told: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    // The test's nib holds a field of its own: the controller's own is the one to tap.
    for subview in view.subviews { subview.removeFromSuperview() }
    textView.delegate = self
    view.addSubview(textView)
    view.addGestureRecognizer(
      UITapGestureRecognizer(
        target: self, action: Selector("tapped()", TextViewDelegateController.tapped)))
  }

  func tapped() {
    textView.text = (1...10).map { "line \($0)" }.joined(separator: "\n")
    textView.scrollRangeToVisible(textView.selectedRange)
    view.endEditing(true)
  }

  func textViewDidBeginEditing(_ textView: UITextView) { told.append("began") }
  func textViewDidEndEditing(_ textView: UITextView) { told.append("ended") }
  func textViewDidChange(_ textView: UITextView) { told.append("changed") }
  func scrollViewDidScroll(_ scrollView: UIScrollView) { told.append("scrolled") }
}

@Suite struct TextViewDelegateTests {
  @Test func editingAndScrollingTellTheDelegate() throws {
    let (result, controller) = try runScenario(
      "at 0 tap text-field\nat 1 tap background", device: .iphone7, os: 11
    ) { _ in TextViewDelegateController() }
    // Setting the text in code tells no change [A]; the scroll and the editing are told.
    #expect(controller.told == ["began", "scrolled", "ended"])
    #expect(
      result.entries.contains { $0.event == .call(CallRecord(name: "textViewDidBeginEditing(_:)")) }
    )
  }
}
