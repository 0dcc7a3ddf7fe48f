//
//  MisspelledKeyboardViewController.swift
//  A controller with a misspelled name, for docs/your-own-controller.md's example of a compile
//  error: the compiler's words come back in this file's own lines.
//

import UIKit

final class MisspelledKeyboardViewController: UIViewController {

  @IBOutlet weak var bottomConstraint: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillShow(_:)),
      name: UIResponder.keyboardWillShowNotification, object: nil)
  }

  @objc func keyboardWillShow(_ notification: Notification) {
    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
    else { return }
    bottomConstraint.constant = frame.heigth
  }
}
