//
//  SignUpFormViewController.swift
//  A sign-up form as apps build one: labelled fields in a vertical stack view inside a scroll
//  view, each field's return key moving to the next one (`UITextFieldDelegate`), the last one's
//  sending the keyboard away. The fields have no height constraint: they take a rounded field's
//  natural height. The scroll view ends at the keyboard's layout guide, so the form stays above
//  the keyboard.
//
//  What it deserves: clean from iOS 15 (the guide), rotation included. Moving from field to field
//  keeps the keyboard up: one show, one hide.
//

import UIKit

final class SignUpFormViewController: UIViewController, UITextFieldDelegate {

  private let scrollView = UIScrollView()
  private let form = UIStackView()
  private let nameField = UITextField()
  private let emailField = UITextField()
  private let passwordField = UITextField()

  private var fields: [UITextField] { [nameField, emailField, passwordField] }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    form.axis = .vertical
    form.spacing = 12
    for (field, title) in zip(fields, ["Name", "Email", "Password"]) {
      let label = UILabel()
      label.text = title
      label.font = UIFont.preferredFont(forTextStyle: .footnote)
      label.textColor = .secondaryLabel
      field.borderStyle = .roundedRect
      field.placeholder = title
      field.returnKeyType = field === passwordField ? .done : .next
      field.delegate = self
      form.addArrangedSubview(label)
      form.addArrangedSubview(field)
    }

    scrollView.translatesAutoresizingMaskIntoConstraints = false
    form.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(form)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      form.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 20),
      form.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 20),
      form.widthAnchor.constraint(equalTo: scrollView.widthAnchor, constant: -40),
    ])
  }

  // The return key: on to the next field, or done after the last.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if let index = fields.firstIndex(of: textField), index + 1 < fields.count {
      fields[index + 1].becomeFirstResponder()
    } else {
      textField.resignFirstResponder()
    }
    return true
  }
}
