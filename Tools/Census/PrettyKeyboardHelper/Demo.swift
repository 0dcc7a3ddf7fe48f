//
//  Demo.swift (PrettyKeyboardHelper)
//  A chat screen that registers with PrettyKeyboardHelper as its delegate, as the library's
//  README shows, and updates the input bar's bottom constraint ("view.bottom = bar.bottom") with the
//  library's updateConstant(with:).
//

import UIKit

final class PrettyKeyboardHelperDemo: CensusInputBarScreen, PrettyKeyboardHelperDelegate {

  private var keyboardHelper: PrettyKeyboardHelper?

  override func usePiece() {
    pinInputBar(view.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor))
    keyboardHelper = PrettyKeyboardHelper(delegate: self)
  }

  func keyboardWillChange(_ keyboardInfo: PrettyKeyboardInfo) {
    inputBarBottom.updateConstant(with: keyboardInfo)
  }
}
