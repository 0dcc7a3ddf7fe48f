//
//  ScreenArithmeticViewController.swift
//  Overlap by screen arithmetic: `UIScreen.main.bounds.height - keyboardFrame.origin.y`, the bottom
//  constraint (`--layout pinned`) set to it inside the keyboard's animation, which UIKit's own
//  layout pass then lays out.
//
//  What it deserves: right while the app fills the screen (clean when the keyboard comes and
//  goes); wrong where the window does not, as in a Stage Manager window, whose bottom is above the
//  screen's (stuck).
//

import UIKit

final class ScreenArithmeticViewController: UIViewController {

  @IBOutlet weak var bottomConstraint: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillChange),
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }

  @objc func keyboardWillChange(_ notification: Notification) {
    guard let keyboardFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
    else { return }
    let overlap = UIScreen.main.bounds.height - keyboardFrame.origin.y
    bottomConstraint.constant = max(0, overlap)
    view.setNeedsLayout()
  }
}
