//
//  Demo.swift (ChattoKeyboardTracker)
//  A chat screen in the way of Chatto's BaseChatViewController: it presents its input bar
//  (ChatInputBarPresentingController), gives the field the handler's tracking view as its input
//  accessory view, tracks the keyboard with a KeyboardUpdatesHandler over a KeyboardTracker while it is shown
//  (adjusting the handler's layout after each of its own), and sets the input bar's bottom
//  constraint to each bottom margin the handler publishes.
//

import UIKit

final class ChattoKeyboardDemo: CensusInputBarScreen, ChatInputBarPresentingController {

  private let keyboardUpdatesHandler = KeyboardUpdatesHandler(
    keyboardTracker: KeyboardTracker(notificationCenter: .default))

  var inputBarContainer: UIView { inputBar }
  var maximumInputSize: CGSize { view.bounds.size }
  var inputContentContainer: UIView { inputBar }
  var inputContentBottomMargin: CGFloat { -inputBarBottom.constant }

  func setup(inputView: UIView) { textField.inputView = inputView }

  func changeInputContentBottomMargin(
    to value: CGFloat, animation: ChatInputBarAnimationProtocol?, completion: (() -> Void)?
  ) {
    guard let animation else {
      moveInputBar(to: value)
      completion?()
      return
    }
    inputBarBottom.constant = -value
    animation.animate(view: view, completion: completion)
  }

  override func usePiece() {
    textField.inputAccessoryView = keyboardUpdatesHandler.keyboardTrackingView
    keyboardUpdatesHandler.keyboardInputAdjustableViewController = self
    keyboardUpdatesHandler.keyboardInfo.observe(self) { [weak self] _, info in
      self?.changeInputContentBottomMarginWithoutAnimation(to: info.bottomMargin, completion: nil)
    }
    whileShown = (
      start: { [unowned self] in self.keyboardUpdatesHandler.startTracking() },
      stop: { [unowned self] in self.keyboardUpdatesHandler.stopTracking() }
    )
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    keyboardUpdatesHandler.adjustLayoutIfNeeded()
  }
}
