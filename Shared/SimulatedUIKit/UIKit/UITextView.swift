/// A scrolling, multiline text view: UIKit's `UITextView`, a scroll view that, like a text field,
/// can become first responder and so brings the keyboard up [A]. It is `open`, as UIKit's, so that
/// a module of the app's subclasses it.
///
/// Its text is laid out as lines of one height, one a line of `text`, with no wrapping [M: the lab
/// measures no glyphs]: its font's line height, or 20.29 pt without a font, the line height of
/// UIKit's 17 pt system font. The text gives the content its height (`contentSize`), and
/// `scrollRangeToVisible(_:)` scrolls the lines of a range into view.
open class UITextView: UIScrollView {
  /// The height of a line of text [M: `UIFont.systemFont(ofSize: 17).lineHeight` on iOS].
  static let lineHeight: CGFloat = 20.29

  /// The text shown; setting it puts the insertion point at its end and sizes the content to it
  /// [A: the selection; M: the size], and tells the delegate nothing [A].
  open var text: String! = "" {
    didSet {
      selectedRange = NSRange(location: (text ?? "").utf16.count, length: 0)
      sizeContentToText()
    }
  }
  /// The text with its attributes [A]: the lab keeps its characters, as `text`, and not its
  /// attributes [M]; setting it sets `text`.
  open var attributedText: NSAttributedString! {
    get { NSAttributedString(string: text ?? "") }
    set { text = newValue?.string ?? "" }
  }
  /// The text's font (default `nil`) [A]: its line height is the height of the lab's lines, and
  /// without one they are 17 pt system font lines [M].
  open var font: UIFont? {
    didSet { sizeContentToText() }
  }
  /// The container the text is laid out in: the one given to `init(frame:textContainer:)`, else
  /// the view's own, which says its width follows the view's [A]; kept (`NSTextContainer`).
  public let textContainer: NSTextContainer
  /// The text's colour; `nil`, the default black [A].
  public var textColor: UIColor?
  /// Whether the user may edit the text (default `true`) [A].
  public var isEditable = true
  /// Whether the user may select the text (default `true`) [A].
  public var isSelectable = true
  /// The title of the keyboard's return key (default `.default`) [A]; on a text view the key
  /// types a new line whatever its title [A].
  open var returnKeyType = UIReturnKeyType.default
  /// How the keyboard looks (default `.default`) [A]; kept, drawn alike (`UIKeyboardAppearance`).
  open var keyboardAppearance = UIKeyboardAppearance.default
  /// The selection, in UTF-16 units of `text`; an empty range is the insertion point [A].
  public var selectedRange = NSRange(location: 0, length: 0)
  /// The space between the view's edges and its text: 8 pt above and below, by default [A].
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { sizeContentToText() }
  }

  /// A text view with `frame` laying its text out in `textContainer`, or in a container of its
  /// own when `nil` [A].
  public init(frame: CGRect, textContainer: NSTextContainer?) {
    self.textContainer = textContainer ?? Self.ownContainer()
    super.init(frame: frame)
  }

  /// A text view with `frame` and a container of its own [A].
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, textContainer: nil)
  }

  /// A text view from an archive, with a container of its own [A].
  public required init?(coder: NSCoder) {
    textContainer = Self.ownContainer()
    super.init(coder: coder)
  }

  /// A text view's own container, which says its width follows the view's [A].
  private static func ownContainer() -> NSTextContainer {
    let container = NSTextContainer()
    container.widthTracksTextView = true
    return container
  }

  /// The height of one of the text's lines: its font's, else the lab's 17 pt line [M].
  private var textLineHeight: CGFloat { font?.lineHeight ?? Self.lineHeight }

  /// The view shown on the keyboard's top while the text view is first responder [A].
  private var accessory: UIView?
  /// The view shown instead of the system keyboard while the text view is first responder [A].
  private var customInputView: UIView?

  /// The view shown on the keyboard's top while the text view is first responder; settable [A].
  public override var inputAccessoryView: UIView? {
    get { accessory }
    set { accessory = newValue }
  }

  /// The view shown instead of the system keyboard while the text view is first responder;
  /// settable [A].
  public override var inputView: UIView? {
    get { customInputView }
    set { customInputView = newValue }
  }

  /// A text view takes text.
  package override var takesText: Bool { true }

  /// A text view can be first responder [A].
  open override var canBecomeFirstResponder: Bool { true }

  /// Becomes first responder when the delegate lets it begin editing; the application then tells
  /// it that editing began (`didBeginEditing()`) [A]. Each call to the delegate is recorded in a
  /// run's timeline.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    if let delegate = delegate as? UITextViewDelegate,
      !Self.tell("textViewShouldBeginEditing(_:)", { delegate.textViewShouldBeginEditing(self) })
    {
      return false
    }
    return super.becomeFirstResponder()
  }

  /// Tells the delegate the text view began editing and posts `textDidBeginEditingNotification`
  /// [A], the post in the timeline when an observer hears it: the application calls it after the
  /// keyboard's notifications, as a text view's editing begins on iOS
  /// (`SystemRules.textFieldEditingBeginsBeforeKeyboard`).
  func didBeginEditing() {
    if let delegate = delegate as? UITextViewDelegate {
      Self.tell("textViewDidBeginEditing(_:)") { delegate.textViewDidBeginEditing(self) }
    }
    postRecordedIfHeard(Self.textDidBeginEditingNotification)
  }

  /// Resigns when the delegate lets it end editing, then tells the delegate it ended and posts
  /// `textDidEndEditingNotification` [A].
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    let delegate = delegate as? UITextViewDelegate
    if let delegate,
      !Self.tell("textViewShouldEndEditing(_:)", { delegate.textViewShouldEndEditing(self) })
    {
      return false
    }
    guard super.resignFirstResponder() else { return false }
    if let delegate {
      Self.tell("textViewDidEndEditing(_:)") { delegate.textViewDidEndEditing(self) }
    }
    postRecordedIfHeard(Self.textDidEndEditingNotification)
    return true
  }

  /// Scrolls the least distance that shows the lines `range` spans, inside the text container's
  /// insets [A: "scrolls the text view until the text in the specified range is visible"; M: the
  /// fixed line height, no animation].
  public func scrollRangeToVisible(_ range: NSRange) {
    let utf16 = Array((text ?? "").utf16)
    let newline = UInt16(UInt8(ascii: "\n"))
    func line(at offset: Int) -> Int {
      utf16.prefix(max(0, min(offset, utf16.count))).filter { $0 == newline }.count
    }
    let first = line(at: range.location)
    let last = line(at: range.location + range.length)
    let top = textContainerInset.top + CGFloat(first) * textLineHeight
    let height = CGFloat(last - first + 1) * textLineHeight
    scrollRectToVisible(
      CGRect(x: 0, y: top, width: bounds.width, height: height), animated: false)
  }

  /// Gives the content the height of the text's lines and the container's insets, and the view's
  /// width [M].
  private func sizeContentToText() {
    contentSize = CGSize(width: bounds.width, height: textHeight)
  }

  /// The height of the text's lines inside the text container's insets.
  private var textHeight: CGFloat {
    let lines = (text ?? "").split(separator: "\n", omittingEmptySubsequences: false).count
    return textContainerInset.top + CGFloat(lines) * textLineHeight + textContainerInset.bottom
  }

  /// The width given, and the height of the text's lines inside the text container's insets, as
  /// the content's [A: a text view fits its text; M: its lines, at the lab's line height, without
  /// wrapping].
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: textHeight)
  }

  /// Whether the view holds any text [A: `UIKeyInput.hasText`].
  open var hasText: Bool {
    !(text ?? "").isEmpty
  }

  /// Makes a call to the delegate, recorded as a call in a run's timeline.
  @discardableResult
  private static func tell<Result>(_ name: String, _ body: () -> Result) -> Result {
    guard let recorder = RunningSystemSlot.current?.recorder else { return body() }
    return recorder.call(name, body)
  }
}
