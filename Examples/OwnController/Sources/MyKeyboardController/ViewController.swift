//
//  ViewController.swift
//  MyKeyboardController: the handler a 2017 engineer would write with Auto Layout, one
//  observer for every keyboard frame change. It imports SimulatedUIKit alone, as it would import
//  UIKit alone on a phone.
//

import SimulatedUIKit

final class ViewController: UIViewController {

  var grayView: UIView!  // An outlet; `MyKeyboardControllerVariant.makeController(switches:connectedTo:)` connects it.
  var textField: UITextField!  // An outlet, likewise.
  var bottomLayoutConstraint: NSLayoutConstraint!  // The gray view's bottom to the view's.

  override func viewDidLoad() {
    super.viewDidLoad()
    // `#selector(dismissKeyboard)` on a phone; without the Objective-C runtime the selector
    // carries its method.
    view.addGestureRecognizer(
      UITapGestureRecognizer(
        target: self, action: Selector("dismissKeyboard()", ViewController.dismissKeyboard)))
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    NotificationCenter.default.addObserver(
      self,
      selector: Selector("keyboardWillChangeFrame(_:)", ViewController.keyboardWillChangeFrame),
      name: .UIKeyboardWillChangeFrame, object: nil)
  }

  override func viewWillDisappear(_ animated: Bool) {
    NotificationCenter.default.removeObserver(self, name: .UIKeyboardWillChangeFrame, object: nil)
    super.viewWillDisappear(animated)
  }

  func dismissKeyboard() {
    textField.resignFirstResponder()
  }

  /// Keeps the gray view on the keyboard's top: one handler for showing, hiding, resizing and
  /// rotating alike, since each of them ends with a frame.
  func keyboardWillChangeFrame(_ notification: Notification) {
    guard let userInfo = notification.userInfo,
      let endFrameInWindow = (userInfo[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    else { return }
    let duration = (userInfo[UIKeyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
    let curve = (userInfo[UIKeyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0

    // The frame is in screen (window) coordinates; the constraint lives in the view's.
    let endFrame = view.convert(endFrameInWindow, from: nil)
    let overlap = max(0, view.bounds.maxY - endFrame.minY)

    // Settle any pending layout first, so that only the constraint's change animates.
    view.layoutIfNeeded()
    UIView.animate(
      withDuration: duration, delay: 0,
      options: [UIViewAnimationOptions(rawValue: curve << 16), .beginFromCurrentState],
      animations: {
        self.bottomLayoutConstraint.constant = overlap
        self.view.layoutIfNeeded()
      })
  }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    return .all
  }
}
