//
//  Demo.swift (KeyboardAdjuster)
//  A chat screen whose input bar sits on KeyboardAdjuster's keyboardLayoutGuide, as the
//  library's README shows: the bar's bottom constraint goes to the guide's top.
//

import UIKit

final class KeyboardAdjusterDemo: CensusInputBarScreen {

  override func usePiece() {
    pinInputBar(inputBar.bottomAnchor.constraint(equalTo: keyboardLayoutGuide.topAnchor))
  }
}
