/// UIKit's `UINavigationItem`: what a navigation bar shows for a controller
/// (`UIViewController.navigationItem`) [A]. **Modelled less:** only its `title`, kept: the lab
/// draws no text; bar button items, a title view, a back button and a search controller are not
/// there [M].
public final class UINavigationItem {
  /// The title the bar shows in its middle [A].
  public var title: String?

  /// An item with `title` [A].
  public init(title: String) {
    self.title = title
  }

  /// An item with no title, as a controller's is until set [A].
  init() {}
}
