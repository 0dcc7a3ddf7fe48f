//
//  Demo.swift (StreamChatKeyboardHandler)
//  A form in a scroll view whose controller keeps Stream's DefaultScrollViewKeyboardHandler for
//  its scroll view, started when the screen appears and stopped when it disappears, as the SDK's
//  message list does.
//

import UIKit

final class ScrollViewKeyboardHandlerDemo: CensusScrollScreen {

  private lazy var keyboardHandler = DefaultScrollViewKeyboardHandler(scrollView: scrollView)

  override func usePiece() {
    whileShown = (
      start: { [unowned self] in self.keyboardHandler.start() },
      stop: { [unowned self] in self.keyboardHandler.stop() }
    )
  }
}
