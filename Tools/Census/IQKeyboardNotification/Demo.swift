//
//  Demo.swift (IQKeyboardNotification)
//  A chat screen that subscribes to IQKeyboardNotification's frame changes, as the library's
//  README shows, and sets the input bar's bottom constraint to the keyboard's height inside the
//  library's animation alongside the keyboard's.
//

import UIKit

final class KeyboardNotificationDemo: CensusInputBarScreen {

  private let keyboard = IQKeyboardNotification()

  override func usePiece() {
    keyboard.subscribe(
      for: [.willShow, .willChangeFrame, .willHide], identifier: "inputBar"
    ) { [weak self] _, endFrame in
      guard let self else { return }
      self.keyboard.animate(alongsideTransition: {
        self.moveInputBar(to: self.keyboardOverlap(endFrame))
      })
    }
  }
}
