//
//  Demo.swift (KeyboardLayoutGuide)
//  A sign-in field pinned to the top of the library's keyboardLayoutGuide, as its README shows
//  (the guide that takes the safe area into account).
//

import UIKit

final class KeyboardLayoutGuideDemo: CensusFieldScreen {

  override func usePiece() {
    pinField(textField.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor))
  }
}
