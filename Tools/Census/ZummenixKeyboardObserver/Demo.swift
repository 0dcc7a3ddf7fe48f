//
//  Demo.swift (ZummenixKeyboardObserver)
//  A chat screen that sets KeyboardNotificationsObserver's will-show and will-hide closures,
//  as the library's README shows: the input bar's bottom constraint takes the keyboard's height in
//  an animation of the keyboard's duration and options.
//

import UIKit

final class KeyboardNotificationsObserverDemo: CensusInputBarScreen {

  private let keyboardObserver = KeyboardNotificationsObserver()

  override func usePiece() {
    keyboardObserver.onWillShow = { [weak self] info in self?.move(to: info.endFrame.height, info) }
    keyboardObserver.onWillHide = { [weak self] info in self?.move(to: 0, info) }
  }

  private func move(to height: CGFloat, _ info: KeyboardNotificationsObserver.UserInfo) {
    UIView.animate(
      withDuration: info.animationDuration, delay: 0, options: info.animationOptions,
      animations: { self.moveInputBar(to: height) })
  }
}
