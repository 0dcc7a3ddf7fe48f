//
//  Demo.swift (YanaKeyboardHeightPublisher)
//  A chat screen that subscribes to the app's Publishers.keyboardHeight and sets the input
//  bar's bottom constraint to each height it sends, as a UIKit screen of the app would.
//

import Combine
import UIKit

final class KeyboardHeightPublisherDemo: CensusInputBarScreen {

  override func usePiece() { follow(Publishers.keyboardHeight) }
}
