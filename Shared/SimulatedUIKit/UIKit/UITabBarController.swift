/// UIKit's `UITabBarController`, declared so that `tabBarController?.tabBar` compiles in a
/// controller written for an app whose screens sit in tabs [A]; the lab runs one controller, in
/// no tab bar controller, so `UIViewController.tabBarController` is `nil`, as on iOS for a
/// controller outside one. **Modelled less:** the lab makes no tab bar controller: it has no
/// tabs to show, and `init?(coder:)`, the one initializer, gives `nil` [M].
open class UITabBarController: UIViewController {
  /// The bar of tabs at the screen's bottom [A].
  public let tabBar = UITabBar()

  /// No tab bar controller: the lab makes none [M].
  public required init?(coder: NSCoder) {
    return nil
  }
}
