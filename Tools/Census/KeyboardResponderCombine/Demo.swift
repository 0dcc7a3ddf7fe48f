//
//  Demo.swift (KeyboardResponderCombine)
//  A chat screen that keeps the app's KeyboardResponderIOS14 and follows its published keyboardHeight,
//  setting the input bar's bottom constraint to it, as a UIKit screen of the app would.
//

import Combine
import UIKit

final class KeyboardResponderDemo: CensusInputBarScreen {

  private let keyboard = KeyboardResponderIOS14()
  private var subscription: AnyCancellable?

  override func viewDidLoad() {
    super.viewDidLoad()
    subscription = keyboard.$keyboardHeight.sink { [weak self] height in
      self?.inputBarBottom.constant = -height
      self?.view.layoutIfNeeded()
    }
  }
}
