//
//  Demo.swift (KeyboardObserver)
//  A sign-in field on the root view, lifted by KeyboardObserver's events as the library's README
//  shows: on each will-show, will-hide and will-change-frame, the field's bottom constraint takes
//  the keyboard's overlap with the view plus the field's 20 pt margin, inside an animation of
//  the keyboard's duration and options.
//

import UIKit

final class KeyboardObserverDemo: CensusFieldScreen {

  private let keyboard = KeyboardObserver()

  override func usePiece() {
    keyboard.observe { [weak self] event in
      guard let self else { return }
      switch event.type {
      case .willShow, .willHide, .willChangeFrame:
        let keyboardTop = self.view.convert(event.keyboardFrameEnd, from: nil).minY
        let overlap = max(0, self.view.bounds.maxY - keyboardTop)
        UIView.animate(
          withDuration: event.duration, delay: 0, options: [event.options],
          animations: {
            self.bottomConstraint.constant = -(overlap + 20)
            self.view.layoutIfNeeded()
          })
      default:
        break
      }
    }
  }
}
