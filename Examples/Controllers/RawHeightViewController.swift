//
//  RawHeightViewController.swift
//  A handler that reads the keyboard's raw height, `keyboardFrame.height`, and lifts the bottom
//  constraint (`--layout pinned`) by it whenever the keyboard says it will show, without asking
//  how much of the keyboard is on the screen.
//
//  What it deserves: right with the software keyboard (clean on an iPad when the keyboard comes
//  and goes); wrong once a hardware keyboard is attached on iPadOS 9 to 14, when only a short bar
//  stays on screen but the frame still has the whole keyboard's height (stuck, a band of pink
//  above the bar). From iPadOS 15 the frame is the toolbar's own, and the raw height is right.
//

import UIKit

final class RawHeightViewController: UIViewController {

  @IBOutlet weak var bottomConstraint: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillShow(_:)),
      name: UIResponder.keyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillHide(_:)),
      name: UIResponder.keyboardWillHideNotification, object: nil)
  }

  @objc func keyboardWillShow(_ notification: Notification) {
    guard let keyboardFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
    else { return }
    bottomConstraint.constant = keyboardFrame.height
    view.layoutIfNeeded()
  }

  @objc func keyboardWillHide(_ notification: Notification) {
    bottomConstraint.constant = 0
    view.layoutIfNeeded()
  }
}
