//
//  Demo.swift (TaskerKeyboardPublisher)
//  A chat screen that subscribes to the app's Publishers.keyboardHeightPublisher and sets the input
//  bar's bottom constraint to each height it sends, as a UIKit screen of the app would.
//

import Combine
import UIKit

final class KeyboardPublisherDemo: CensusInputBarScreen {

  override func usePiece() { follow(Publishers.keyboardHeightPublisher) }
}
