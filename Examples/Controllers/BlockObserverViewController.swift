//
//  BlockObserverViewController.swift
//  Block observers instead of selectors: `addObserver(forName:object:queue:using:)` on the main
//  queue, the tokens kept and removed in `deinit`; the bottom constraint (`--layout pinned`)
//  follows the keyboard's end frame, converted from the screen's coordinate space.
//
//  What it deserves: the same as any handler of the will-show and will-hide: clean when the
//  keyboard comes and goes, a glitch when an iPhone on iOS 10 rotates.
//

import UIKit

final class BlockObserverViewController: UIViewController {

  @IBOutlet private weak var bottomConstraint: NSLayoutConstraint!

  private var observers: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let center = NotificationCenter.default
    observers.append(
      center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) {
        [weak self] notification in
        self?.follow(notification)
      })
    observers.append(
      center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) {
        [weak self] notification in
        self?.follow(notification)
      })
  }

  deinit {
    observers.forEach(NotificationCenter.default.removeObserver)
  }

  private func follow(_ notification: Notification) {
    guard let userInfo = notification.userInfo,
      let endFrame = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
      let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval
    else { return }
    let keyboard = view.convert(endFrame, from: UIScreen.main.coordinateSpace)
    bottomConstraint.constant = max(0, view.bounds.maxY - keyboard.minY)
    UIView.animate(withDuration: duration) {
      self.view.layoutIfNeeded()
    }
  }
}
