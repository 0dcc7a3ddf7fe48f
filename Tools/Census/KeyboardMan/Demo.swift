//
//  Demo.swift (KeyboardMan)
//  A chat screen whose input bar rides the keyboard through KeyboardMan's two closures, as the
//  library's README shows: the bar's bottom constraint takes the keyboard's height, and goes
//  back to 0 when the keyboard leaves.
//

import UIKit

final class KeyboardManDemo: CensusInputBarScreen {

  private let keyboardMan = KeyboardMan()

  override func usePiece() {
    keyboardMan.animateWhenKeyboardAppear = { [weak self] _, keyboardHeight, _ in
      self?.moveInputBar(to: keyboardHeight)
    }
    keyboardMan.animateWhenKeyboardDisappear = { [weak self] _ in self?.moveInputBar(to: 0) }
  }
}
