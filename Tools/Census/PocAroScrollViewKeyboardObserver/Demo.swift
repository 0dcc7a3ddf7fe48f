//
//  Demo.swift (PocAroScrollViewKeyboardObserver)
//  A form in a scroll view whose controller registers the pod's keyboard observer on its scroll
//  view when it appears and unregisters it when it disappears.
//

import UIKit

final class ScrollViewKeyboardObserverDemo: CensusScrollScreen {

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    scrollView.registerKeyboardObserver()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    scrollView.unregisterKeyboardObserver()
  }
}
