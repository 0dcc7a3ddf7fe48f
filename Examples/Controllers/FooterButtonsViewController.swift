//
//  FooterButtonsViewController.swift
//  A footer of buttons on the keyboard: a text field above a footer holding a stack of two
//  buttons, the footer pinned to `view.keyboardLayoutGuide`. Nothing gives the footer a height:
//  its stack's buttons do, through the stack's constraints to the footer's edges, as Auto Layout
//  sizes a container from its content.
//
//  What it deserves: clean from iOS 15 (the guide), rotation included: the footer and the field
//  ride on the keyboard.
//

import UIKit

final class FooterButtonsViewController: UIViewController {

  private let messageField = UITextField()
  private let footer = UIView()
  private let buttons = UIStackView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    footer.backgroundColor = .secondarySystemBackground
    messageField.borderStyle = .roundedRect
    messageField.placeholder = "Message"
    buttons.axis = .horizontal
    buttons.spacing = 12
    buttons.distribution = .fillEqually
    for title in ["Cancel", "Send"] {
      var configuration = UIButton.Configuration.filled()
      configuration.title = title
      let button = UIButton(configuration: configuration)
      button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
      buttons.addArrangedSubview(button)
    }

    for subview in [messageField, footer, buttons] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    view.addSubview(messageField)
    view.addSubview(footer)
    footer.addSubview(buttons)
    NSLayoutConstraint.activate([
      footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      footer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      buttons.topAnchor.constraint(equalTo: footer.topAnchor, constant: 12),
      buttons.bottomAnchor.constraint(equalTo: footer.bottomAnchor, constant: -12),
      buttons.leadingAnchor.constraint(equalTo: footer.layoutMarginsGuide.leadingAnchor),
      buttons.trailingAnchor.constraint(equalTo: footer.layoutMarginsGuide.trailingAnchor),
      messageField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      messageField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      messageField.bottomAnchor.constraint(equalTo: footer.topAnchor, constant: -8),
    ])
  }

  @objc private func buttonTapped(_ sender: UIButton) {
    messageField.resignFirstResponder()
  }
}
