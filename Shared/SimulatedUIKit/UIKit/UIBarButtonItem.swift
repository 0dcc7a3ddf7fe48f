/// UIKit's `UIBarButtonItem`: a button on a toolbar (`UIToolbar.items`), as apps put a Done button
/// on a bar above the keyboard [A]. A tap sends its action to its target, as
/// `UIApplication.sendAction(_:to:from:for:)` does with the item as sender [A]; no scenario of the
/// lab taps a bar's item, and the pictures do not draw bars [M]: the lab keeps the item, and an
/// app's code or a test can send its action.
open class UIBarButtonItem: NSObject {
  /// The system's items, each with its own title or symbol and, for the spaces, its own width [A].
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
    case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
    case fastForward, undo, redo, pageCurl, close
  }

  /// How an item with a title looks: plain, or bold as a bar's main action (`done`) [A].
  public enum Style: Int, Sendable {
    case plain = 0
    case done = 2
  }

  /// The system item it was made as, `nil` for one made with a title, an image or a view.
  package private(set) var systemItem: SystemItem?
  /// The item's title; `nil` for a system item, whose look is the system's [A].
  open var title: String?
  /// The item's image; `nil` for one with a title or a system item [A]; kept, not drawn.
  open var image: UIImage?
  /// Plain, or bold (`done`) [A].
  open var style = Style.plain
  /// The object its action is sent to: weak, as on iOS [A]; `nil` sends the action up the
  /// responder chain from the first responder [A].
  open weak var target: AnyObject?
  /// The method sent when the item is tapped [A].
  open var action: Selector?
  /// The item's width; 0, the default, lets the bar size it [A]. A `fixedSpace` item's gap.
  open var width: CGFloat = 0
  /// Whether the item can be tapped (`true` by default) [A].
  open var isEnabled = true
  /// The item's tint; `nil` takes the bar's [A].
  open var tintColor: UIColor?
  /// A view of the app's shown in the item's place [A].
  open var customView: UIView?
  /// A number the app gives the item to find it by (default 0) [A].
  open var tag = 0

  /// An empty plain item [A]. With `init?(coder:)`, the item's designated initializer: the others
  /// are convenience initializers, as in UIKit [A], so that a subclass which overrides these two
  /// is made with any of them, its own `init()` run.
  public override init() {
    super.init()
  }

  /// An item from an archive: the lab loads no archives, so an empty plain item, as `init()`
  /// makes [A: UIBarItem adopts NSCoding].
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// An item of the system's: a Done button, a flexible space between items… [A].
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?
  ) {
    self.init(style: systemItem == .done ? .done : .plain, target: target, action: action)
    self.systemItem = systemItem
  }

  /// An item that shows `title` [A].
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init(style: style, target: target, action: action)
    self.title = title
  }

  /// An item that shows `image` [A]; the image is kept, not drawn.
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init(style: style, target: target, action: action)
    self.image = image
  }

  /// An item in `style` that sends `action` to `target`: what the initializers above share.
  private convenience init(style: Style, target: Any?, action: Selector?) {
    self.init()
    self.style = style
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  /// An item that shows `customView` [A].
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }
}
