//
//  Demo.swift (InputBarKeyboardManager)
//  A chat screen that keeps InputBarAccessoryView's KeyboardManager, as the library's README
//  shows: the input bar, in the root view, is bound with bind(inputAccessoryView:), which pins it to
//  the root view's bottom with constraints of its own and moves it with the keyboard.
//

import UIKit

final class KeyboardManagerDemo: CensusInputBarScreen {

  private let keyboardManager = KeyboardManager()

  override func usePiece() {
    inputBarBottom.isActive = false
    keyboardManager.bind(inputAccessoryView: inputBar)
  }
}
