//
//  Demo.swift (KeyboardResponderCombine)
//  A chat screen that keeps the app's KeyboardResponderIOS14 and follows its published keyboardHeight,
//  setting the input bar's bottom constraint to it, as a UIKit screen of the app would.
//

import Combine
import UIKit

final class KeyboardResponderDemo: CensusInputBarScreen {

  private let keyboard = KeyboardResponderIOS14()

  override func usePiece() { follow(keyboard.$keyboardHeight) }
}
