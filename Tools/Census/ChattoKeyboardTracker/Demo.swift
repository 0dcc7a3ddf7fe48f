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

  func setup(inputView: UIView) {
    textField.inputView = inputView
  }

  func changeInputContentBottomMargin(
    to value: CGFloat, animation: ChatInputBarAnimationProtocol?, completion: (() -> Void)?
  ) {
    inputBarBottom.constant = -value
    if let animation {
      animation.animate(view: view, completion: completion)
    } else {
      view.layoutIfNeeded()
      completion?()
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    textField.inputAccessoryView = keyboardUpdatesHandler.keyboardTrackingView
    keyboardUpdatesHandler.keyboardInputAdjustableViewController = self
    keyboardUpdatesHandler.keyboardInfo.observe(self) { [weak self] _, info in
      self?.changeInputContentBottomMarginWithoutAnimation(to: info.bottomMargin, completion: nil)
    }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    keyboardUpdatesHandler.startTracking()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    keyboardUpdatesHandler.adjustLayoutIfNeeded()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    keyboardUpdatesHandler.stopTracking()
  }
}
