//
//  NibInputBarViewController.swift
//  A chat screen whose input bar comes from a nib, NibInputBar.xib (pass it with --controller
//  beside this file): the bar, a view of the app's own class holding a text field and a Send
//  button, laid out by the nib's constraints. The controller loads it as the nib's File's Owner,
//  which connects its `inputBar` and `messageField` outlets and the button's `send(_:)` action,
//  pins the bar to the view's bottom in code, and moves that constraint by the keyboard's overlap
//  with the view on the keyboard's own duration and curve.
//
//  What it deserves: clean when the keyboard comes and goes, the bar on the keyboard's top; a
//  glitch when an iPhone rotates (on iOS 10 and on iOS 18 alike), as InputBarViewController's,
//  whose bar is made in code.
//

import UIKit

final class NibInputBar: UIView {
  override func awakeFromNib() {
    super.awakeFromNib()
    backgroundColor = backgroundColor ?? .secondarySystemBackground
  }
}

final class NibInputBarViewController: UIViewController {

  @IBOutlet var inputBar: NibInputBar!
  @IBOutlet weak var messageField: UITextField!
  private var inputBarBottom: NSLayoutConstraint!
  private var messages: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    UINib(nibName: "NibInputBar", bundle: Bundle(for: type(of: self)))
      .instantiate(withOwner: self, options: nil)
    inputBar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(inputBar)
    inputBarBottom = inputBar.bottomAnchor.constraint(equalTo: view.bottomAnchor)
    NSLayoutConstraint.activate([
      inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      inputBar.heightAnchor.constraint(equalToConstant: 56),
      inputBarBottom,
    ])
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillChangeFrame(_:)),
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }

  @IBAction func send(_ sender: Any) {
    messages.append(messageField.text ?? "")
    messageField.text = ""
  }

  @objc private func keyboardWillChangeFrame(_ notification: Notification) {
    guard let userInfo = notification.userInfo,
      let frame = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
    else { return }
    let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
    let curve = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 7
    let keyboard = view.convert(frame, from: view.window)
    inputBarBottom.constant = -max(0, view.bounds.maxY - keyboard.minY)
    UIView.animate(
      withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16),
      animations: { self.view.layoutIfNeeded() })
  }
}
