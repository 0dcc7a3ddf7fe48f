//
//  MainActorViewController.swift
//  A controller as Swift 6 writes it: main-actor isolated, a small main-actor helper that reads the
//  keyboard's frame, a block observer whose closure hops back with `MainActor.assumeIsolated`, and
//  the bottom constraint (`--layout pinned`) animated with the keyboard.
//
//  What it deserves: the same as the handler it is: clean when the keyboard comes and goes, a
//  glitch when an iPhone on iOS 10 rotates.
//

import UIKit

@MainActor
final class KeyboardFrameReader {
  func overlap(of notification: Notification, with view: UIView) -> CGFloat {
    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
    else { return 0 }
    let keyboard = view.convert(frame, from: nil)
    return max(0, view.bounds.maxY - keyboard.minY)
  }
}

@MainActor
final class MainActorViewController: UIViewController {

  @IBOutlet private var bottomConstraint: NSLayoutConstraint!

  private let reader = KeyboardFrameReader()
  private var token: (any NSObjectProtocol)?

  override func viewDidLoad() {
    super.viewDidLoad()
    token = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
    ) { [weak self] notification in
      MainActor.assumeIsolated {
        self?.keyboardWillChangeFrame(notification)
      }
    }
  }

  private func keyboardWillChangeFrame(_ notification: Notification) {
    bottomConstraint.constant = reader.overlap(of: notification, with: view)
    let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
    UIView.animate(withDuration: duration) { [self] in
      view.layoutIfNeeded()
    }
  }
}
