//
//  Demo.swift (Keyboardy)
//  A sign-in field lifted by Keyboardy's delegate, as the library's README shows: the
//  controller registers itself when it appears and, in the transition's animation, sets the field's
//  bottom constraint to the keyboard's height plus the field's 20 pt margin.
//

import UIKit

final class KeyboardyDemo: CensusFieldScreen, KeyboardStateDelegate {

  override func usePiece() {
    whileShown = (
      start: { [unowned self] in self.registerForKeyboardNotifications(self) },
      stop: { [unowned self] in self.unregisterFromKeyboardNotifications() }
    )
  }

  func keyboardWillTransition(_ state: KeyboardState) {}

  func keyboardTransitionAnimation(_ state: KeyboardState) {
    switch state {
    case .activeWithHeight(let height):
      bottomConstraint.constant = -(height + 20)
    case .hidden:
      bottomConstraint.constant = -20
    }
    view.layoutIfNeeded()
  }

  func keyboardDidTransition(_ state: KeyboardState) {}
}
