//
//  MovedViewController.swift
//  The most common answer of all: move the whole view up by the keyboard's height, and back down
//  when it hides. The text field sits at the bottom of a view of the controller's own.
//
//  What it deserves: nothing wrong when the keyboard comes and goes, since the view's bottom lands
//  on the keyboard's top (clean on the iPhone 7 with iOS 10); the iPhone's rotation on iOS 10,
//  whose will-hide comes without animation, drops the view for a moment (a glitch), as it does
//  every handler that trusts the will-hide.
//

import UIKit

class MovedViewController: UIViewController {

  private let textField = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    textField.borderStyle = .roundedRect
    textField.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(textField)
    NSLayoutConstraint.activate([
      textField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      textField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      textField.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20),
      textField.heightAnchor.constraint(equalToConstant: 30),
    ])

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
    view.frame.origin.y = -keyboardFrame.height
  }

  @objc func keyboardWillHide(_ notification: Notification) {
    view.frame.origin.y = 0
  }
}
