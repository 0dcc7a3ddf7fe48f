//
//  Demo.swift (UnderKeyboard)
//  A sign-in field whose bottom constraint ("view.bottom = field.bottom + 20") is set up with
//  the library's UnderKeyboardLayoutConstraint, as its README shows.
//

import UIKit

final class UnderKeyboardDemo: CensusFieldScreen {

  private let underKeyboardLayoutConstraint = UnderKeyboardLayoutConstraint()

  override func usePiece() {
    pinField(view.bottomAnchor.constraint(equalTo: textField.bottomAnchor, constant: 20))
    underKeyboardLayoutConstraint.setup(bottomConstraint, view: view)
  }
}
