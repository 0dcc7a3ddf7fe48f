//
//  Demo.swift (ViewControllerKeyboardAnimator)
//  A chat screen whose keyboard handlers call the app's animateWithKeyboard(notification:), as
//  the app's controllers do: on will-show the input bar's bottom constraint takes the keyboard's
//  height, on will-hide 0.
//

import UIKit

final class KeyboardAnimatorDemo: CensusInputBarScreen {

  override func usePiece() {
    observeKeyboard(
      [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification],
      #selector(keyboardWillChange(_:)))
  }

  @objc private func keyboardWillChange(_ notification: NSNotification) {
    let showing = notification.name == UIResponder.keyboardWillShowNotification
    animateWithKeyboard(notification: notification) { keyboardFrame in
      self.inputBarBottom.constant = showing ? -keyboardFrame.height : 0
    }
  }
}
