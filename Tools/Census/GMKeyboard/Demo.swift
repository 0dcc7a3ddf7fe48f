//
//  Demo.swift (GMKeyboard)
//  A chat screen that adopts GMKeyboard's BottomConstraintKeyboardObserver, as the library's
//  README shows: its bottomConstraint pins the safe area's bottom to the input bar's (a storyboard's
//  "Safe Area.bottom = bar.bottom"), and it adds and removes the keyboard observers as it appears
//  and disappears.
//

import UIKit

final class BottomConstraintObserverDemo: CensusInputBarScreen, BottomConstraintKeyboardObserver {

  var bottomConstraint: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    inputBarBottom.isActive = false
    bottomConstraint = view.safeAreaLayoutGuide.bottomAnchor.constraint(
      equalTo: inputBar.bottomAnchor)
    bottomConstraint.isActive = true
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    addKeyboardObservers()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    removeKeyboardObservers()
  }
}
