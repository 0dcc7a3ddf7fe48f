//
//  Demo.swift (GMKeyboard)
//  A chat screen that adopts GMKeyboard's BottomConstraintKeyboardObserver, as the library's
//  README shows: its bottomConstraint pins the safe area's bottom to the input bar's (a storyboard's
//  "Safe Area.bottom = bar.bottom"), and it adds and removes the keyboard observers as it appears
//  and disappears.
//

import UIKit

final class BottomConstraintObserverDemo: CensusInputBarScreen, BottomConstraintKeyboardObserver {

  var bottomConstraint: NSLayoutConstraint! { inputBarBottom }

  override func usePiece() {
    pinInputBar(view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor))
    whileShown = (
      start: { [unowned self] in self.addKeyboardObservers() },
      stop: { [unowned self] in self.removeKeyboardObservers() }
    )
  }
}
