//
//  ScrollToFieldViewController.swift
//  A form (`--layout form`) that waits for the keyboard to have shown, then insets its scroll view
//  by the keyboard's height and scrolls the field being edited into view with
//  `scrollRectToVisible(_:animated:)`.
//
//  What it deserves: the field is under the keyboard while the keyboard rises, until the
//  did-show comes (a glitch, on a phone with a home button); on a phone without one the
//  whole-height inset also leaves the safe area's 34 pt band at rest (stuck).
//

import UIKit

final class ScrollToFieldViewController: UIViewController {

  @IBOutlet weak var scrollView: UIScrollView!
  @IBOutlet var fields: [UITextField]!

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardDidShow(_:)),
      name: UIResponder.keyboardDidShowNotification, object: nil)
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillHide(_:)),
      name: UIResponder.keyboardWillHideNotification, object: nil)
  }

  @objc func keyboardDidShow(_ notification: Notification) {
    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
    else { return }
    let insets = UIEdgeInsets(top: 0, left: 0, bottom: frame.height, right: 0)
    scrollView.contentInset = insets
    scrollView.verticalScrollIndicatorInsets = insets
    if let field = fields.first(where: { $0.isFirstResponder }) {
      scrollView.scrollRectToVisible(field.frame, animated: true)
    }
  }

  @objc func keyboardWillHide(_ notification: Notification) {
    scrollView.contentInset = .zero
    scrollView.verticalScrollIndicatorInsets = .zero
  }
}
