//
//  KVOTrackerViewController.swift
//  A chat screen's input bar that follows the keyboard without its notifications: the field's
//  input accessory is an empty view that observes its superview's `center` (key-value observing,
//  as Chatto's and ALTextInputBar's trackers do), and the superview is the keyboard's host, which
//  moves with the keyboard. On every move the bar's bottom constraint takes the keyboard's top.
//
//  What it deserves: clean when the keyboard comes and goes: the host's center changes inside the
//  keyboard's own animation, so the bar's layout rides that animation.
//

import UIKit

final class KeyboardTrackingView: UIView {

  var keyboardTopChanged: ((CGFloat) -> Void)?
  private weak var observedView: UIView?

  override func willMove(toSuperview newSuperview: UIView?) {
    observedView?.removeObserver(self, forKeyPath: "center")
    observedView = newSuperview
    newSuperview?.addObserver(self, forKeyPath: "center", options: [.new], context: nil)
    super.willMove(toSuperview: newSuperview)
  }

  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    guard let host = object as? UIView, host === superview else {
      super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
      return
    }
    keyboardTopChanged?(host.frame.minY)
  }
}

final class KVOTrackerViewController: UIViewController {

  private let inputBar = UIView()
  private let messageField = UITextField()
  private let tracker = KeyboardTrackingView(frame: .zero)
  private var inputBarBottom: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    inputBar.translatesAutoresizingMaskIntoConstraints = false
    messageField.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(inputBar)
    inputBar.addSubview(messageField)
    inputBarBottom = inputBar.bottomAnchor.constraint(equalTo: view.bottomAnchor)
    NSLayoutConstraint.activate([
      inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      inputBar.heightAnchor.constraint(equalToConstant: 50),
      inputBarBottom,
      messageField.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 8),
      messageField.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -8),
      messageField.topAnchor.constraint(equalTo: inputBar.topAnchor, constant: 8),
      messageField.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor, constant: -8),
    ])
    messageField.inputAccessoryView = tracker
    tracker.keyboardTopChanged = { [weak self] top in
      guard let self else { return }
      let keyboardTop = self.view.convert(CGPoint(x: 0, y: top), from: nil).y
      self.inputBarBottom.constant = min(0, keyboardTop - self.view.bounds.maxY)
      self.view.layoutIfNeeded()
    }
  }
}
