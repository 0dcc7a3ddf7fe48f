//
//  Demo.swift (ZoteroKeyboardResponder)
//  A chat screen that keeps the app's KeyboardResponder and follows its published keyboardHeight,
//  setting the input bar's bottom constraint to it, as a UIKit screen of the app would.
//

import Combine
import UIKit

final class ZoteroKeyboardResponderDemo: CensusInputBarScreen {

  private let keyboard = KeyboardResponder()

  override func usePiece() { follow(keyboard.$keyboardHeight) }
}
