/// UIKit's `UITabBar`, the bar of a tab bar controller (`UITabBarController.tabBar`) [A]: a view.
/// **Modelled less:** no items, no selection and no height of its own; the lab makes no tab bar
/// controller to show one [M].
open class UITabBar: UIView {}
