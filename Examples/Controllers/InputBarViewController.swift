//
//  InputBarViewController.swift
//  A chat screen made in code: a table above an input bar that holds the text field. The bar's
//  bottom constraint follows the keyboard with a property animator on the keyboard's own curve,
//  and the table's insets keep its last rows above the bar.
//
//  What it deserves: clean when the keyboard comes and goes, the bar on the keyboard's top; a
//  glitch when an iPhone on iOS 10 rotates, as every will-hide handler.
//

import UIKit

final class InputBarViewController: UIViewController {

  private let tableView = UITableView(frame: .zero, style: .plain)
  private let inputBar = UIView()
  private let messageField = UITextField()
  private var inputBarBottom: NSLayoutConstraint!

  override func loadView() {
    view = UIView()
    view.backgroundColor = .systemBackground
    for subview in [tableView, inputBar] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    messageField.translatesAutoresizingMaskIntoConstraints = false
    inputBar.addSubview(messageField)
    inputBarBottom = inputBar.bottomAnchor.constraint(equalTo: view.bottomAnchor)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: inputBar.topAnchor),
      inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      inputBar.heightAnchor.constraint(equalToConstant: 50),
      inputBarBottom,
      messageField.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 8),
      messageField.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -8),
      messageField.topAnchor.constraint(equalTo: inputBar.topAnchor, constant: 7),
      messageField.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor, constant: -7),
    ])
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.keyboardDismissMode = .interactive
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillChangeFrame(_:)),
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }

  @objc private func keyboardWillChangeFrame(_ notification: Notification) {
    guard let userInfo = notification.userInfo,
      let frame = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
      let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
      let curveValue = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int,
      let curve = UIView.AnimationCurve(rawValue: curveValue)
    else { return }
    let keyboard = view.convert(frame, from: view.window)
    inputBarBottom.constant = -max(0, view.bounds.maxY - keyboard.minY)
    let animator = UIViewPropertyAnimator(duration: duration, curve: curve) {
      self.view.layoutIfNeeded()
    }
    animator.startAnimation()
  }
}
