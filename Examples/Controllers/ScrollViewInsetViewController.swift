//
//  ScrollViewInsetViewController.swift
//  A form in a scroll view (`--layout form`): the handler sets the scroll view's bottom content
//  inset, and its indicator's, to the keyboard's whole height, as most answers from before 2017
//  do, then scrolls the field being edited into what stays visible, as Apple's own sample does.
//
//  What it deserves: right on a phone with a home button (clean on the iPhone SE); wrong on a phone
//  without one, where UIKit adds the safe area's bottom inset (34 pt) to the content inset the
//  scroll view shows (`adjustedContentInset`), so that what it can show ends 34 pt above the
//  keyboard: a band of empty space under the last field, still there at rest (stuck).
//

import UIKit

final class ScrollViewInsetViewController: UIViewController {

  @IBOutlet var scrollView: UIScrollView!
  @IBOutlet var textFields: [UITextField]!

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillShow(notification:)),
      name: UIResponder.keyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillHide(notification:)),
      name: UIResponder.keyboardWillHideNotification, object: nil)
  }

  @objc func keyboardWillShow(notification: NSNotification) {
    guard let keyboardSize = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.size
    else { return }
    let insets = UIEdgeInsets(top: 0, left: 0, bottom: keyboardSize.height, right: 0)
    scrollView.contentInset = insets
    scrollView.scrollIndicatorInsets = insets
    if let field = textFields.first(where: { $0.isFirstResponder }) {
      scrollView.scrollRectToVisible(field.frame, animated: true)
    }
  }

  @objc func keyboardWillHide(notification: NSNotification) {
    scrollView.contentInset = .zero
    scrollView.scrollIndicatorInsets = .zero
  }
}
