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

  override func viewDidLoad() {
    super.viewDidLoad()
    inputBarBottom.isActive = false
    inputBarBottom = view.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor)
    inputBarBottom.isActive = true
    keyboardAdjustingStrategy = .singleConstraint(
      constraint: inputBarBottom, originalConstant: 0, spaceAboveKeyboard: 0)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    registerForKeyboardNotifications()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    unregisterForKeyboardNotifications()
  }
}
