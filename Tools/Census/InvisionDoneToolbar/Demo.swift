//
//  Demo.swift (InvisionDoneToolbar)
//  A sign-in field, 20 pt above the safe area's bottom as a storyboard pins it, given the app's
//  Done toolbar as its input accessory view, as the app's screens do; nothing else moves.
//

import UIKit

final class InvisionDoneToolbarDemo: CensusFieldScreen {

  override func usePiece() {
    pinFieldAboveSafeArea()
    textField.setupDoneDismiss()
  }
}
