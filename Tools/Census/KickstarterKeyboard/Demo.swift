//
//  Demo.swift (KickstarterKeyboard)
//  A chat screen that observes Kickstarter's Keyboard.change signal, as the app's controllers
//  do: the input bar's bottom constraint takes the keyboard's overlap with the root view, in an
//  animation of the change's duration and options.
//

import ReactiveSwift
import UIKit

final class KeyboardChangeDemo: CensusInputBarScreen {

  override func usePiece() {
    Keyboard.change.observeValues { [weak self] change in
      guard let self else { return }
      let hiding = change.notificationName == UIResponder.keyboardWillHideNotification
      UIView.animate(
        withDuration: change.duration, delay: 0, options: change.options,
        animations: { self.moveInputBar(to: hiding ? 0 : self.keyboardOverlap(change.frame)) })
    }
  }
}
