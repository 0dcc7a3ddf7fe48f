import Foundation

/// UIKit's `UIMenuController`, the edit menu (Cut, Copy, Paste) over the selection [A]. The lab
/// draws no edit menu and no scenario long-presses the text, so the system never shows it [M]. An
/// app may still show and hide it: it then posts the menu's notifications, as iOS does
/// (`setMenuVisible(_:animated:)`), and is visible to the app's code, not in the pictures
/// (docs/uikit-surface.md, "Text views").
public final class UIMenuController: NSObject {
  /// Posted before the menu shows, the menu controller its object [A].
  public static let willShowMenuNotification = Notification.Name(
    "UIMenuControllerWillShowMenuNotification")
  /// Posted after the menu showed [A].
  public static let didShowMenuNotification = Notification.Name(
    "UIMenuControllerDidShowMenuNotification")
  /// Posted before the menu hides [A].
  public static let willHideMenuNotification = Notification.Name(
    "UIMenuControllerWillHideMenuNotification")
  /// Posted after the menu hid [A].
  public static let didHideMenuNotification = Notification.Name(
    "UIMenuControllerDidHideMenuNotification")

  /// The app's one menu controller [A].
  public static var shared: UIMenuController {
    let application = UIApplication.shared
    if let menu = application.menuController { return menu }
    let menu = UIMenuController()
    application.menuController = menu
    return menu
  }

  /// Whether the menu is shown (default `false`) [A].
  public private(set) var isMenuVisible = false
  /// The rectangle the menu points at, in the window's coordinates [A]: the target rectangle,
  /// converted; the lab gives the menu no size of its own [M].
  public private(set) var menuFrame = CGRect.zero

  private override init() {
    super.init()
  }

  /// Sets the rectangle the menu points at, in `targetView`'s coordinates [A].
  public func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
    menuFrame = targetView.convert(targetRect, to: nil)
  }

  /// Shows or hides the menu, posting the will and did notifications of the change [A]; a menu
  /// already so posts nothing.
  public func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
    guard menuVisible != isMenuVisible else { return }
    post(menuVisible ? Self.willShowMenuNotification : Self.willHideMenuNotification)
    isMenuVisible = menuVisible
    post(menuVisible ? Self.didShowMenuNotification : Self.didHideMenuNotification)
  }

  /// Shows the menu pointing at `rect` in `targetView` (iOS 13) [A].
  public func showMenu(from targetView: UIView, rect targetRect: CGRect) {
    setTargetRect(targetRect, in: targetView)
    setMenuVisible(true, animated: true)
  }

  /// Hides the menu (iOS 13) [A].
  public func hideMenu() {
    setMenuVisible(false, animated: true)
  }

  private func post(_ name: Notification.Name) {
    NotificationCenter.default.postRecordedIfHeard(Notification(name: name, object: self))
  }
}
