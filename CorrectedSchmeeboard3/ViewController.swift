//
//  ViewController.swift
//  CorrectedSchmeeboard3: Andrew Pontious's `Corrected Keyboard Schmeeboard3/ViewController.m`
//  (2017, https://github.com/apontious/Keyboard-Schmeeboard, MIT licence), ported line by
//  line to the simulated UIKit of `Shared`. Its logic and its bugs are kept; every forced change
//  says `Port:`.
//

import SimulatedUIKit

// http://stackoverflow.com/questions/32125653/ios-foreign-language-keyboard-heights

final class ViewController: UIViewController {

  var grayView: UIView!  // Port: an IBOutlet; the glue connects it as the storyboard did.
  var textField: UITextField!  // Port: an IBOutlet, likewise.

  var bottomLayoutConstraint: NSLayoutConstraint!  // Port: an IBOutlet, likewise.

  var inPhoneRotation = false

  // Convenience method to turn keyboard notification into usable parameters.
  func handleKeyboardNotification(
    _ notification: Notification,
    handler: (
      (
        _ frameBegin: CGRect, _ frameEnd: CGRect, _ animationDuration: Double,
        _ animationOptions: UIView.AnimationOptions
      ) -> Void
    )?
  ) {
    if let handler {
      // Port: a missing key reads as zero, as a message to nil does in Objective-C.
      // A value of another type (`fault wrong-type`) reads as zero too; the original would raise
      // "unrecognized selector" for a string (only `doubleValue` answers) and stop.
      var temp =
        (notification.userInfo?[UIKeyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
      let frameBegin = self.view.convert(temp, from: nil)
      temp =
        (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
      let frameEnd = self.view.convert(temp, from: nil)
      let animationDuration =
        (notification.userInfo?[UIKeyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue
        ?? 0
      // The curve is read from the duration key, as in the original: 0.25 truncates to 0.
      let animationCurve = Int(
        (notification.userInfo?[UIKeyboardAnimationDurationUserInfoKey] as? NSNumber)?.uintValue
          ?? 0)

      var animationOptions: UIView.AnimationOptions = []

      switch UIViewAnimationCurve(rawValue: animationCurve) {
      case .easeInOut?:
        animationOptions = .curveEaseInOut
      case .easeIn?:
        animationOptions = .curveEaseIn
      case .easeOut?:
        animationOptions = .curveEaseOut
      case .linear?:
        animationOptions = .curveLinear
      default:
        break
      }

      handler(frameBegin, frameEnd, animationDuration, animationOptions)
    }
  }

  func handleTap() {
    self.textField.resignFirstResponder()
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    if UIDevice.current.userInterfaceIdiom == .phone
      && self.view.bounds.size.height == size.width && self.view.bounds.size.width == size.height
    {
      self.inPhoneRotation = true
    }
    coordinator.animate(
      alongsideTransition: { context in
      },
      completion: { context in
        self.inPhoneRotation = false
      })
  }

  func willShowKeyboard(_ notification: Notification) {
    self.handleKeyboardNotification(notification) {
      frameBegin, frameEnd, animationDuration, animationOptions in
      let modifiedAnimationOptions = animationOptions.union(.beginFromCurrentState)
      // http://stackoverflow.com/questions/12622424/how-do-i-animate-constraint-changes
      self.view.layoutIfNeeded()

      UIView.animate(
        withDuration: animationDuration, delay: 0, options: modifiedAnimationOptions,
        animations: {
          self.bottomLayoutConstraint.constant = self.view.bounds.height - frameEnd.minY
          self.view.layoutIfNeeded()
        }, completion: nil)
    }
  }

  func willHideKeyboard(_ notification: Notification) {
    self.handleKeyboardNotification(notification) {
      frameBegin, frameEnd, animationDuration, animationOptions in
      if self.inPhoneRotation {
        return
      }
      self.view.layoutIfNeeded()

      UIView.animate(
        withDuration: animationDuration, delay: 0, options: animationOptions,
        animations: {
          self.bottomLayoutConstraint.constant = self.view.bounds.height - frameEnd.minY
          self.view.layoutIfNeeded()
        }, completion: nil)
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()

    // Port: `@selector(handleTap)` needs the Objective-C runtime; the selector carries its method.
    let tapGestureRecognizer = UITapGestureRecognizer(
      target: self, action: Selector("handleTap()", ViewController.handleTap))
    self.view.addGestureRecognizer(tapGestureRecognizer)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)

    let center = NotificationCenter.default
    // Port: `@selector(willShowKeyboard:)` and `@selector(willHideKeyboard:)` need the Objective-C runtime; each selector carries its method.
    center.addObserver(
      self, selector: Selector("willShowKeyboard(_:)", ViewController.willShowKeyboard),
      name: UIKeyboardWillShowNotification, object: nil)
    center.addObserver(
      self, selector: Selector("willHideKeyboard(_:)", ViewController.willHideKeyboard),
      name: UIKeyboardWillHideNotification, object: nil)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)

    let center = NotificationCenter.default
    center.removeObserver(self, name: UIKeyboardWillShowNotification, object: nil)
    center.removeObserver(self, name: UIKeyboardWillHideNotification, object: nil)
  }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    return .all
  }
}
