//
//  Demo.swift (ViewResizeExtension)
//  A sign-in screen whose controller registers the app's keyboardWillShow(notification:) and
//  keyboardWillHide() for the keyboard's notifications and hideKeyboardWhenTappedAround(), as the
//  app's login controller does: the root view's height shrinks by the keyboard's, and a form view
//  (200 pt tall, its field 20 pt above its bottom) stays pinned to its bottom.
//

import UIKit

final class ViewResizeDemo: CensusFormScreen {

  private var formView: UIView!

  override func usePiece() {
    formView = inputBar
    hideKeyboardWhenTappedAround()
    observeKeyboard(
      [UIResponder.keyboardWillShowNotification], #selector(keyboardWillShow(notification:)))
    observeKeyboard([UIResponder.keyboardWillHideNotification], #selector(keyboardWillHide))
  }
}
