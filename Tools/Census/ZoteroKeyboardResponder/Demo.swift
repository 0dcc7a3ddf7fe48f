//
//  Demo.swift (ZoteroKeyboardResponder)
//  A chat screen that keeps the app's KeyboardResponder and follows its published keyboardHeight,
//  setting the input bar's bottom constraint to it, as a UIKit screen of the app would.
//

import Combine
import UIKit

final class ZoteroKeyboardResponderDemo: CensusInputBarScreen {

  private let keyboard = KeyboardResponder()
  private var subscription: AnyCancellable?

  override func viewDidLoad() {
    super.viewDidLoad()
    subscription = keyboard.$keyboardHeight.sink { [weak self] height in
      self?.inputBarBottom.constant = -height
      self?.view.layoutIfNeeded()
    }
  }
}
