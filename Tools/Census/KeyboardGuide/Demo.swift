//
//  Demo.swift (KeyboardGuide)
//  A sign-in field pinned to the bottom of KeyboardGuide's keyboardSafeArea, as the library's
//  README shows: the shared guide activated, the field's bottom on the keyboard safe area's.
//

import UIKit

final class KeyboardSafeAreaDemo: CensusFieldScreen {

  override func viewDidLoad() {
    super.viewDidLoad()
    KeyboardGuide.shared.activate()
    bottomConstraint.isActive = false
    bottomConstraint = textField.bottomAnchor.constraint(
      equalTo: view.keyboardSafeArea.layoutGuide.bottomAnchor)
    bottomConstraint.isActive = true
  }
}
