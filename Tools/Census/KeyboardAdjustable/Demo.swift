//
//  Demo.swift (KeyboardAdjustable)
//  A chat screen that adopts KeyboardAdjustable with its single-constraint strategy, as the
//  library's README shows: the input bar's bottom constraint ("view.bottom = bar.bottom") keeps the
//  bar on the keyboard, registered while the screen is shown.
//

import KeyboardAdjustable
import UIKit

final class KeyboardAdjustableDemo: CensusInputBarScreen, KeyboardAdjustable {

  var keyboardAdjustingStrategy: KeyboardAdjustingStrategy?

  override func usePiece() {
    pinInputBar(view.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor))
    keyboardAdjustingStrategy = .singleConstraint(
      constraint: inputBarBottom, originalConstant: 0, spaceAboveKeyboard: 0)
    whileShown = (
      start: { [unowned self] in self.registerForKeyboardNotifications() },
      stop: { [unowned self] in self.unregisterForKeyboardNotifications() }
    )
  }
}
