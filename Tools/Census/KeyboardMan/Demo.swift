//
//  Demo.swift (KeyboardMan)
//  A chat screen whose input bar rides the keyboard through KeyboardMan's two closures, as the
//  library's README shows: the bar's bottom constraint takes the keyboard's height, and goes
//  back to 0 when the keyboard leaves.
//

import UIKit

final class KeyboardManDemo: CensusInputBarScreen {

  private let keyboardMan = KeyboardMan()

  override func viewDidLoad() {
    super.viewDidLoad()
    keyboardMan.animateWhenKeyboardAppear = { [weak self] _, keyboardHeight, _ in
      self?.inputBarBottom.constant = -keyboardHeight
      self?.view.layoutIfNeeded()
    }
    keyboardMan.animateWhenKeyboardDisappear = { [weak self] _ in
      self?.inputBarBottom.constant = 0
      self?.view.layoutIfNeeded()
    }
  }
}
