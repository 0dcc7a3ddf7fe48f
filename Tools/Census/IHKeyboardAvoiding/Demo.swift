//
//  Demo.swift (IHKeyboardAvoiding)
//  A sign-in screen whose container view, at the root view's bottom, holds a text field 20 pt
//  above the container's bottom; the controller makes the container the avoiding view, as the
//  library's README shows (KeyboardAvoiding.avoidingView: the container is its own trigger).
//

import UIKit

final class KeyboardAvoidingDemo: UIViewController {

  private let containerView = UIView()
  private let textField = UITextField()

  override func loadView() {
    view = UIView()
    view.backgroundColor = .systemBackground
    containerView.translatesAutoresizingMaskIntoConstraints = false
    textField.translatesAutoresizingMaskIntoConstraints = false
    textField.borderStyle = .roundedRect
    view.addSubview(containerView)
    containerView.addSubview(textField)
    NSLayoutConstraint.activate([
      containerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      containerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      containerView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      containerView.heightAnchor.constraint(equalToConstant: 200),
      textField.leadingAnchor.constraint(equalTo: containerView.leadingAnchor, constant: 20),
      textField.trailingAnchor.constraint(equalTo: containerView.trailingAnchor, constant: -20),
      textField.heightAnchor.constraint(equalToConstant: 44),
      textField.bottomAnchor.constraint(equalTo: containerView.bottomAnchor, constant: -20),
    ])
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    KeyboardAvoiding.avoidingView = containerView
  }
}
