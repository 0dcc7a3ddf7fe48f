//
//  Demo.swift (KeyboardGuide)
//  A sign-in field pinned to the bottom of KeyboardGuide's keyboardSafeArea, as the library's
//  README shows: the shared guide activated, the field's bottom on the keyboard safe area's.
//

import UIKit

final class KeyboardSafeAreaDemo: CensusFieldScreen {

  override func usePiece() {
    KeyboardGuide.shared.activate()
    pinField(
      textField.bottomAnchor.constraint(equalTo: view.keyboardSafeArea.layoutGuide.bottomAnchor))
  }
}
