//
//  Demo.swift (KeyboardFriendlyScrolling)
//  A form in a scroll view whose controller starts the library's KeyboardFriendlyScrollController
//  for its scroll view, as the library's README shows.
//

import UIKit

final class KeyboardFriendlyScrollingDemo: CensusScrollScreen {

  private var keyboardScrolling: KeyboardFriendlyScrollController?

  override func usePiece() {
    keyboardScrolling = KeyboardFriendlyScrollController(
      viewController: self, scrollView: scrollView
    ).start()
  }
}
