//
//  Demo.swift (ViewControllerKeyboardAnimator)
//  A chat screen whose keyboard handlers call the app's animateWithKeyboard(notification:), as
//  the app's controllers do: on will-show the input bar's bottom constraint takes the keyboard's
//  height, on will-hide 0.
//

import UIKit

final class KeyboardAnimatorDemo: CensusInputBarScreen {

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillShow(_:)),
      name: UIResponder.keyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillHide(_:)),
      name: UIResponder.keyboardWillHideNotification, object: nil)
  }

  @objc private func keyboardWillShow(_ notification: NSNotification) {
    animateWithKeyboard(notification: notification) { keyboardFrame in
      self.inputBarBottom.constant = -keyboardFrame.height
    }
  }

  @objc private func keyboardWillHide(_ notification: NSNotification) {
    animateWithKeyboard(notification: notification) { _ in
      self.inputBarBottom.constant = 0
    }
  }
}
