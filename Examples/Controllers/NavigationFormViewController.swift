//
//  NavigationFormViewController.swift
//  A contact form as a storyboard embeds one in a navigation controller (run it with
//  `--in-navigation-controller`): labelled fields in a stack view inside a scroll view that
//  starts at the safe area's top, which inside a navigation controller is the bar's bottom (the
//  status bar and 44 pt in portrait, 32 pt on an iPhone in landscape), so no field hides under
//  the bar. On the keyboard's will-change-frame it takes the keyboard's overlap with the scroll
//  view, less what UIKit already adds to the inset (the bottom safe area, while the content
//  scrolls vertically: `adjustedContentInset`), as the content's and the indicator's bottom inset,
//  then scrolls the field being edited into what stays visible between the bar and the keyboard.
//
//  What it deserves: clean on a phone with a home button and on one without (the iPhone SE and
//  the iPhone 15): the form starts below the bar (at 64 pt, and at 103 pt below the sensor
//  housing) and ends on the keyboard's top. Through a rotation the bar narrows to 32 pt and the
//  form follows it; the rotation's keyboard hide takes the inset away at once while the keyboard
//  still covers the form for a frame: slivers, as every will-change-frame handler's.
//

import UIKit

final class NavigationFormViewController: UIViewController {

  private let scrollView = UIScrollView()
  private let form = UIStackView()
  private let nameField = UITextField()
  private let emailField = UITextField()
  private let subjectField = UITextField()

  private var fields: [UITextField] { [nameField, emailField, subjectField] }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    form.axis = .vertical
    form.spacing = 12
    for (field, title) in zip(fields, ["Name", "Email", "Subject"]) {
      let label = UILabel()
      label.text = title
      label.font = UIFont.preferredFont(forTextStyle: .footnote)
      field.borderStyle = .roundedRect
      field.placeholder = title
      form.addArrangedSubview(label)
      form.addArrangedSubview(field)
    }

    scrollView.translatesAutoresizingMaskIntoConstraints = false
    form.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(form)
    NSLayoutConstraint.activate([
      // Below the bar: the safe area's top is the navigation bar's bottom.
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      form.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 20),
      form.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 20),
      form.widthAnchor.constraint(equalTo: scrollView.widthAnchor, constant: -40),
    ])

    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillChangeFrame(_:)),
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }

  @objc private func keyboardWillChangeFrame(_ notification: Notification) {
    guard
      let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
    else { return }
    let keyboard = view.convert(value.cgRectValue, from: view.window)
    let overlap = max(0, scrollView.frame.maxY - keyboard.minY)
    // UIKit adds the safe area's bottom to the inset itself, but only while the content scrolls
    // vertically (`adjustedContentInset`): a short form has none added. The form's own inset is
    // the rest of the overlap.
    let added = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
    scrollView.contentInset.bottom = max(0, overlap - added)
    scrollView.verticalScrollIndicatorInsets.bottom = scrollView.contentInset.bottom
    if let field = fields.first(where: { $0.isFirstResponder }) {
      scrollView.scrollRectToVisible(form.convert(field.frame, to: scrollView), animated: true)
    }
  }
}
