//
//  SafeAreaInsetViewController.swift
//  The same form (`--layout form`), with the inset UIKit's safe area asks for: the keyboard's
//  overlap with the scroll view, less the bottom safe area inset UIKit already adds
//  (`adjustedContentInset`), on the content and on the vertical indicator; then the field being
//  edited is scrolled into what stays visible.
//
//  What it deserves: right on a phone with a home button and on one without (clean on the
//  iPhone SE and on the iPhone 15). Without one, the safe area's share UIKit adds to the inset at
//  once runs ahead of the inset's animation: the home indicator's strip closes as the keyboard
//  rises, which is what iOS shows, no sliver.
//

import UIKit

final class SafeAreaInsetViewController: UIViewController {

  @IBOutlet var scrollView: UIScrollView!
  @IBOutlet var textFields: [UITextField]!

  override func viewDidLoad() {
    super.viewDidLoad()
    let center = NotificationCenter.default
    center.addObserver(
      self, selector: #selector(adjustForKeyboard), name: UIResponder.keyboardWillHideNotification,
      object: nil)
    center.addObserver(
      self, selector: #selector(adjustForKeyboard),
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }

  @objc func adjustForKeyboard(notification: Notification) {
    guard let keyboardValue = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
    else { return }
    let keyboardScreenEndFrame = keyboardValue.cgRectValue
    let keyboardViewEndFrame = view.convert(keyboardScreenEndFrame, from: view.window)

    if notification.name == UIResponder.keyboardWillHideNotification {
      scrollView.contentInset = .zero
    } else {
      let overlap = scrollView.frame.maxY - keyboardViewEndFrame.minY
      scrollView.contentInset = UIEdgeInsets(
        top: 0, left: 0, bottom: max(0, overlap - view.safeAreaInsets.bottom), right: 0)
    }
    scrollView.verticalScrollIndicatorInsets = scrollView.contentInset
    if let field = textFields.first(where: { $0.isFirstResponder }) {
      scrollView.scrollRectToVisible(field.frame, animated: true)
    }
  }
}
