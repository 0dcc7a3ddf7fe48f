import Foundation
import SimulatedIOS
import Testing

@testable import SimulatedUIKit

/// `UIMenuController`: the app's one edit menu, which the lab never shows by itself and draws
/// not; an app that shows or hides it hears the menu's will and did notifications, in that order,
/// and reads its visibility [A].
@Suite struct MenuControllerTests {
  @Test func showingAndHidingTheMenuPostsItsNotificationsOnce() throws {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    var heard: [String] = []
    var states: [Bool] = []
    var frames: [CGRect] = []
    let names = [
      UIMenuController.willShowMenuNotification, UIMenuController.didShowMenuNotification,
      UIMenuController.willHideMenuNotification, UIMenuController.didHideMenuNotification,
    ]
    let controller = ScriptedController(nib: nib) { _ in
      for name in names {
        _ = SimulatedUIKit.NotificationCenter.default.addObserver(
          forName: name, object: nil, queue: nil
        ) {
          heard.append($0.name.rawValue)
          states.append(($0.object as? UIMenuController)?.isMenuVisible ?? false)
        }
      }
    } onTap: { controller in
      let menu = UIMenuController.shared
      #expect(menu === UIMenuController.shared)
      #expect(!menu.isMenuVisible)
      let target = UIView(frame: CGRect(x: 10, y: 100, width: 50, height: 20))
      controller.view.addSubview(target)
      menu.showMenu(from: target, rect: target.bounds)
      menu.setMenuVisible(true, animated: false)
      frames.append(menu.menuFrame)
      menu.hideMenu()
    }
    _ = try run(controller, nib: nib, "at 1 tap background")
    #expect(
      heard == [
        "UIMenuControllerWillShowMenuNotification", "UIMenuControllerDidShowMenuNotification",
        "UIMenuControllerWillHideMenuNotification", "UIMenuControllerDidHideMenuNotification",
      ])
    #expect(states == [false, true, true, false])
    #expect(frames.count == 1 && frames[0].size == CGSize(width: 50, height: 20))
  }
}
