//
//  Demo.swift (ObjcioKeyboardSizedView)
//  A chat screen in the way of the book's sample: a KeyboardSizedView at the root view's
//  bottom, with the storyboard's height of 0 at a low priority (250), which the view's own
//  constraint lifts to the keyboard's height, and the input bar on its top.
//

import UIKit

final class KeyboardSizedViewDemo: CensusInputBarScreen {

  private let keyboardSizedView = KeyboardSizedView()

  override func usePiece() {
    placeInputBar(on: keyboardSizedView)
    let restingHeight = keyboardSizedView.heightAnchor.constraint(equalToConstant: 0)
    restingHeight.priority = .defaultLow
    restingHeight.isActive = true
  }
}
