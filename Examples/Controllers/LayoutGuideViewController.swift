//
//  LayoutGuideViewController.swift
//  iOS 15's answer, in code: a bar holding the text field, pinned to `view.keyboardLayoutGuide`,
//  with no keyboard notification at all. UIKit moves the guide with the keyboard.
//
//  What it deserves: clean wherever the guide exists (iOS 15 and later), rotation included; before
//  iOS 15 the guide does not exist, so a run there is a what-if.
//

import UIKit

final class LayoutGuideViewController: UIViewController {

  private let bar = UIView()
  private let messageField = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    bar.backgroundColor = .secondarySystemBackground
    bar.translatesAutoresizingMaskIntoConstraints = false
    messageField.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bar)
    bar.addSubview(messageField)

    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      bar.heightAnchor.constraint(equalToConstant: 52),
      messageField.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 12),
      messageField.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -12),
      messageField.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
      messageField.heightAnchor.constraint(equalToConstant: 36),
    ])
  }
}
