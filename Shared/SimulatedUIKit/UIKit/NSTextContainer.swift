/// The region a text view lays its text out in: TextKit's `NSTextContainer` [A], as
/// `UITextView.textContainer` and `UITextView(frame:textContainer:)` have it.
///
/// The lab lays a text view's text out as whole lines of one height, without wrapping
/// (`UITextView`): the container's size, its padding and its line limit move nothing the lab
/// measures, so they are kept and read back [M]. The space around the text that the lab does
/// measure is the text view's `textContainerInset`.
open class NSTextContainer: NSObject {
  /// The container's size (default zero) [A]; kept.
  open var size: CGSize
  /// The space at each end of a line, inside the container (default 5 pt) [A]; kept.
  open var lineFragmentPadding: CGFloat = 5
  /// The most lines the container holds, 0 for no limit (the default) [A]; kept.
  open var maximumNumberOfLines = 0
  /// Whether the container's width follows its text view's (default `false`; a text view's own
  /// container's is `true`) [A]; kept.
  open var widthTracksTextView = false
  /// Whether the container's height follows its text view's (default `false`) [A]; kept.
  open var heightTracksTextView = false

  /// A container of `size` [A].
  public init(size: CGSize) {
    self.size = size
    super.init()
  }

  /// A container of no size [A].
  public convenience override init() {
    self.init(size: .zero)
  }
}
