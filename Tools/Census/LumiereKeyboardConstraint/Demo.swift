//
//  Demo.swift (LumiereKeyboardConstraint)
//  A chat screen whose input bar's bottom constraint is the library's KeyboardConstraint
//  ("view.bottom = bar.bottom"), made in code as a storyboard would make it, which follows the
//  keyboard by itself.
//

import UIKit

final class KeyboardConstraintDemo: CensusInputBarScreen {

  override func usePiece() {
    pinInputBar(
      KeyboardConstraint(
        item: view!, attribute: .bottom, relatedBy: .equal, toItem: inputBar,
        attribute: .bottom, multiplier: 1, constant: 0))
  }
}
