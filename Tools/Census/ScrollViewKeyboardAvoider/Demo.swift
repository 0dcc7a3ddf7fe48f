//
//  Demo.swift (ScrollViewKeyboardAvoider)
//  A form in a scroll view whose controller feeds KeyboardFrameChangeListener's frame changes
//  to a ScrollViewKeyboardAvoider for its scroll view, animated with UIView.animate, as the
//  library's README shows.
//

import KeyboardFrameChangeListener
import UIKit

final class ScrollViewKeyboardAvoiderDemo: CensusScrollScreen {

  private let keyboardListener = KeyboardFrameChangeListener(notificationCenter: .default)
  private let keyboardAvoider = ScrollViewKeyboardAvoider(animator: { duration, animations in
    UIView.animate(withDuration: duration, animations: animations)
  })

  override func usePiece() {
    keyboardListener.keyboardFrameWillChange = { [weak self] change in
      guard let self else { return }
      self.keyboardAvoider.handleKeyboardFrameChange(
        change.frame, animationDuration: change.animationDuration, for: self.scrollView)
    }
  }
}
