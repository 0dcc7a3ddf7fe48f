//
//  Demo.swift (SwiftMessagesKeyboardTracking)
//  A chat screen whose input bar sits on SwiftMessages' KeyboardTrackingView, pinned to the root
//  view's bottom as the library's documentation says: the tracking view takes the keyboard's
//  height, and the bar rides its top. Tracking is paused while the screen is not shown.
//

import UIKit

final class KeyboardTrackingViewDemo: CensusInputBarScreen {

  private let keyboardTrackingView = KeyboardTrackingView()

  override func usePiece() {
    placeInputBar(on: keyboardTrackingView)
    whileShown = (
      start: { [unowned self] in self.keyboardTrackingView.isPaused = false },
      stop: { [unowned self] in self.keyboardTrackingView.isPaused = true }
    )
  }
}
