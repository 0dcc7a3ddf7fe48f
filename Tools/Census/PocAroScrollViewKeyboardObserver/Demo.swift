//
//  Demo.swift (PocAroScrollViewKeyboardObserver)
//  A form in a scroll view whose controller registers the pod's keyboard observer on its scroll
//  view when it appears and unregisters it when it disappears.
//

import UIKit

final class ScrollViewKeyboardObserverDemo: CensusScrollScreen {

  override func usePiece() {
    whileShown = (
      start: { [unowned self] in self.scrollView.registerKeyboardObserver() },
      stop: { [unowned self] in self.scrollView.unregisterKeyboardObserver() }
    )
  }
}
