//
//  Demo.swift (ViewResizeExtension)
//  A sign-in screen whose controller registers the app's keyboardWillShow(notification:) and
//  keyboardWillHide() for the keyboard's notifications and hideKeyboardWhenTappedAround(), as the
//  app's login controller does: the root view's height shrinks by the keyboard's, and a form view
//  (the input bar, named as the app names it) stays pinned to its bottom.
//

import UIKit

final class ViewResizeDemo: CensusInputBarScreen {

  private var formView: UIView!

  override func viewDidLoad() {
    super.viewDidLoad()
    formView = inputBar
    hideKeyboardWhenTappedAround()
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillShow(notification:)),
      name: UIResponder.keyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillHide),
      name: UIResponder.keyboardWillHideNotification, object: nil)
  }
}
