//
//  Demo.swift (ALKeyboardObservingView)
//  A chat screen in the way of ALTextInputBar's own example: the library's observing view is the
//  field's input accessory view, so that it rides the keyboard, transparent and as tall as the bar
//  (44 pt, the default height of both: the bar here is its field); the controller puts the bar's
//  top on the top of the keyboard's frame, the observing view's, on the library's
//  ALKeyboardFrameDidChangeNotification and on will-change-frame, so that the bar covers it.
//

import UIKit

final class KeyboardObservingViewDemo: CensusInputBarScreen {

  override class var barHeight: CGFloat { 44 }
  override class var fieldInset: CGFloat { 0 }

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
    moveInputBar(to: max(0, keyboardOverlap(frame) - Self.barHeight))
  }
}
