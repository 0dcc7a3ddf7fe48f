//
//  ViewController.swift
//  ScreenSpaceNotifications: Apple's own answer from iOS 16.1, written by us from Apple's
//  documentation (`keyboardWillShowNotification`, `keyboardFrameEndUserInfoKey`) and WWDC23
//  "Keep up with the keyboard", not a port of anyone's code: take the screen from the
//  notification's object, convert the end frame from that screen's coordinate space, intersect it
//  with the view's bounds, and animate the bottom constraint with the notification's duration and
//  curve. The demo is the 2017 storyboard's.
//

import SimulatedUIKit

final class ViewController: UIViewController {

  var grayView: UIView!  // An IBOutlet; the glue connects it as the storyboard does.
  var textField: UITextField!  // An IBOutlet, likewise.

  var bottomLayoutConstraint: NSLayoutConstraint!  // An IBOutlet, likewise.

  func handleTap() {
    textField.resignFirstResponder()
  }

  func keyboardWillChangeFrame(_ notification: Notification) {
    // From iOS 16.1 the object is the screen the keyboard is on; a notification about another
    // screen (or, before 16.1, about none) is not this view's to answer.
    guard let screen = notification.object as? UIScreen, screen === view.window?.screen,
      let keyboardFrameEnd = (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?
        .cgRectValue
    else { return }
    // The frame is in the screen's coordinate space; convert it to the view's.
    let convertedKeyboardFrameEnd = view.convert(keyboardFrameEnd, from: screen.coordinateSpace)
    // With the keyboard offscreen, stay above the safe area's bottom.
    var bottomOffset = view.safeAreaInsets.bottom
    // Only the part of the keyboard that overlaps the view matters.
    let viewIntersection = view.bounds.intersection(convertedKeyboardFrameEnd)
    if !viewIntersection.isEmpty {
      bottomOffset = view.bounds.maxY - viewIntersection.minY
    }
    let duration =
      (notification.userInfo?[UIKeyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue
      ?? 0
    let curve =
      (notification.userInfo?[UIKeyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0
    view.layoutIfNeeded()
    UIView.animate(
      withDuration: duration, delay: 0,
      options: UIView.AnimationOptions(rawValue: curve << 16),
      animations: {
        self.bottomLayoutConstraint.constant = bottomOffset
        self.view.layoutIfNeeded()
      }, completion: nil)
  }

  override func viewDidLoad() {
    super.viewDidLoad()

    NotificationCenter.default.addObserver(
      self,
      selector: Selector("keyboardWillChangeFrame(_:)", ViewController.keyboardWillChangeFrame),
      name: UIKeyboardWillChangeFrameNotification, object: nil)

    let tapGestureRecognizer = UITapGestureRecognizer(
      target: self, action: Selector("handleTap()", ViewController.handleTap))
    view.addGestureRecognizer(tapGestureRecognizer)
  }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    .all
  }
}
