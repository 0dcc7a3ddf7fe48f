//
//  Demo.swift (IQKeyboardManagerSwift)
//  A sign-in field with IQKeyboardManager enabled, as the library's README shows: the shared
//  manager's isEnabled set once, and nothing else.
//

import UIKit

final class KeyboardManagerEnabledDemo: CensusFieldScreen {

  override func usePiece() { IQKeyboardManager.shared.isEnabled = true }
}
