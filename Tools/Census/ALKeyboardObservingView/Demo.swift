//
//  Demo.swift (ALKeyboardObservingView)
//  A chat screen in the way of ALTextInputBar's own: the library's observing view is the field's
//  input accessory view, so that it rides the keyboard, and the controller moves its input bar to
//  the keyboard's top on the library's ALKeyboardFrameDidChangeNotification and on will-change-frame.
//

import UIKit

final class KeyboardObservingViewDemo: CensusInputBarScreen {

  private let keyboardObserver = ALKeyboardObservingView()

  override func usePiece() {
    textField.inputAccessoryView = keyboardObserver
    observeKeyboard(
      [
        NSNotification.Name(rawValue: ALKeyboardFrameDidChangeNotification),
        UIResponder.keyboardWillChangeFrameNotification,
      ], #selector(keyboardFrameChanged(_:)))
  }

  @objc private func keyboardFrameChanged(_ notification: Notification) {
    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
    else { return }
    moveInputBar(to: keyboardOverlap(frame))
  }
}
