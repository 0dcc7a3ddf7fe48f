//
//  Demo.swift (MedvedevKeyboardHandler)
//  A chat screen that keeps the library's KeyboardHandler and lifts the input bar's bottom
//  constraint with it, as the library's README shows: the handler's view is the root view, the
//  constraint ("view.bottom = bar.bottom") takes the keyboard's height, and a tap on the view
//  hides the keyboard.
//

import UIKit

final class KeyboardHandlerDemo: CensusInputBarScreen {

  private let keyboardHandler = KeyboardHandler()

  override func usePiece() {
    pinInputBar(view.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor))
    keyboardHandler.view = view
    keyboardHandler.liftUp(constraint: inputBarBottom)
    keyboardHandler.hideKeyboardByTapOnView()
  }
}
