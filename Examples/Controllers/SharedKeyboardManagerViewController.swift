//
//  SharedKeyboardManagerViewController.swift
//  A keyboard manager singleton, as libraries ship them: a `static let shared` that observes the
//  keyboard once, in its initializer, and moves whatever view was registered with it, here the
//  controller's root view, by the keyboard's overlap.
//
//  What it deserves: the same as moving the view by hand (clean when the keyboard comes and goes).
//  Each run of the lab is a fresh launch, so the singleton is made anew for every run of a
//  `--matrix`, and never moves the view of a run that has ended.
//

import UIKit

final class KeyboardManager {
  static let shared = KeyboardManager()

  private(set) weak var avoidingView: UIView?
  private var restingY: CGFloat = 0

  private init() {
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillChangeFrame(_:)),
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }

  func register(_ view: UIView) {
    precondition(avoidingView == nil, "KeyboardManager: a view is already registered")
    avoidingView = view
    restingY = view.frame.origin.y
  }

  @objc private func keyboardWillChangeFrame(_ notification: Notification) {
    guard let view = avoidingView, let window = view.window,
      let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
    else { return }
    let keyboardTop = window.convert(frame, from: nil).minY
    view.frame.origin.y = restingY - max(0, window.bounds.maxY - keyboardTop)
  }
}

final class SharedKeyboardManagerViewController: UIViewController {

  @IBOutlet weak var textField: UITextField!

  override func viewDidLoad() {
    super.viewDidLoad()
    KeyboardManager.shared.register(view)
  }
}
