//
//  Demo.swift (KeyboardListenableCombine)
//  A sign-in screen that adopts the app's KeyboardListanable, as the app's login controller
//  does: its form view (200 pt tall, its field 20 pt above its bottom) takes the keyboard's
//  overlap on every will-change-frame and did-hide it is sent.
//

import Combine
import UIKit

final class KeyboardListanableDemo: CensusFormScreen, KeyboardListanable {

  private var formView: UIView!
  private var subscriptions = Set<AnyCancellable>()

  override func usePiece() {
    formView = inputBar
    listenToKeyboardEvents(cancelablesSet: &subscriptions)
  }

  func keyboardDidUpdate(notification: Notification) {
    let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
    moveInputBar(
      to: notification.name == UIResponder.keyboardDidHideNotification ? 0 : keyboardOverlap(frame))
  }
}
