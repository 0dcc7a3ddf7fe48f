//
//  OutletConstraintViewController.swift
//  A storyboard's content view pinned to the root view's bottom by a constraint, connected as an
//  outlet (`--layout pinned`); the handler sets the constraint's constant to the keyboard's
//  overlap with the view and animates the layout with the keyboard's own duration and curve.
//
//  What it deserves: it follows the keyboard everywhere the frames are honest; on the iPhone from
//  iOS 10 the rotation's will-hide, posted without animation, still drops the content for a
//  moment (a glitch), which is what the 2017 post is about.
//

import UIKit

final class OutletConstraintViewController: UIViewController {

  @IBOutlet weak var contentView: UIView!
  @IBOutlet weak var textField: UITextField!
  @IBOutlet weak var bottomConstraint: NSLayoutConstraint!

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillChangeFrame(_:)),
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    NotificationCenter.default.removeObserver(self)
  }

  @objc private func keyboardWillChangeFrame(_ notification: Notification) {
    guard let userInfo = notification.userInfo,
      let endFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    else { return }
    let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
    let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7

    let keyboardInView = view.convert(endFrame, from: view.window)
    let overlap = max(0, view.bounds.maxY - keyboardInView.minY)
    bottomConstraint.constant = overlap

    UIView.animate(
      withDuration: duration, delay: 0,
      options: UIView.AnimationOptions(rawValue: curve << 16),
      animations: { self.view.layoutIfNeeded() })
  }
}
