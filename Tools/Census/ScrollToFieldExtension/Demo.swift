//
//  Demo.swift (ScrollToFieldExtension)
//  A form in a scroll view whose controller, on will-show, scrolls the tapped field into what
//  the keyboard leaves with the helper's scroll(forView:contentFrame:targetHeight:bottomPadding:),
//  as the helper's callers do.
//

import UIKit

final class ScrollToFieldDemo: CensusScrollScreen {

  override func usePiece() {
    observeKeyboard([UIResponder.keyboardWillShowNotification], #selector(keyboardWillShow(_:)))
  }

  @objc private func keyboardWillShow(_ notification: Notification) {
    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
    else { return }
    scrollView.scroll(
      forView: textField, contentFrame: contentView.frame,
      targetHeight: contentView.frame.height + frame.height, bottomPadding: frame.height)
  }
}
