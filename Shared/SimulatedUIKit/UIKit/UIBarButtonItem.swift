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
  package let systemItem: SystemItem?
  /// The item's title; `nil` for a system item, whose look is the system's [A].
  open var title: String?
  /// Plain, or bold (`done`) [A].
  open var style: Style
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

  /// An item of the system's: a Done button, a flexible space between items… [A].
  public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
    self.systemItem = systemItem
    self.style = systemItem == .done ? .done : .plain
    self.target = target.map { $0 as AnyObject }
    self.action = action
    super.init()
  }

  /// An item that shows `title` [A].
  public init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.systemItem = nil
    self.title = title
    self.style = style
    self.target = target.map { $0 as AnyObject }
    self.action = action
    super.init()
  }

  /// An item that shows `customView` [A].
  public init(customView: UIView) {
    self.systemItem = nil
    self.style = .plain
    self.customView = customView
    super.init()
  }

  /// An empty plain item [A].
  public override init() {
    self.systemItem = nil
    self.style = .plain
    super.init()
  }
}
