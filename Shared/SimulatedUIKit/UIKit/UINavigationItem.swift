/// UIKit's `UINavigationItem`: what a controller shows on a navigation bar when it is a
/// navigation controller's top controller, its title and its bar button items [A]. Every
/// controller has one (`navigationItem`), inside a navigation controller or not [A].
///
/// The lab keeps them and draws none: the bar's height and place are the running system's
/// (`UINavigationBar`), the pictures draw no bar's content, and no scenario taps a bar's item; an
/// app's code or a test can send an item's action [M] (docs/uikit-surface.md).
open class UINavigationItem: NSObject {
  /// The title shown in the bar's middle [A]; a controller's `title` sets it.
  open var title: String?
  /// The items at the bar's leading end, in order [A].
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// The items at the bar's trailing end, from the edge inward [A].
  open var rightBarButtonItems: [UIBarButtonItem]?

  /// An item with `title` [A].
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// An item without a title [A].
  public override init() {
    super.init()
  }

  /// The first of the leading items; setting it makes it the only one [A].
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first of the trailing items (a Done button); setting it makes it the only one [A].
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Sets the leading item; `animated` is not read, nothing of the bar being drawn [A; M].
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets the trailing item; `animated` is not read, nothing of the bar being drawn [A; M].
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }
}
