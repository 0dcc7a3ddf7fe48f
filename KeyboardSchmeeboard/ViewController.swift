//
//  ViewController.swift
//  KeyboardSchmeeboard: Andrew Pontious's `Keyboard Schmeeboard/ViewController.m` (2012–2013,
//  https://github.com/apontious/Keyboard-Schmeeboard, MIT licence), ported line by line to the
//  simulated UIKit of `Shared`. Its logic and its bugs are kept; every forced change says `Port:`.
//

import SimulatedUIKit

final class ViewController: UIViewController {

  var grayView: UIView!  // Port: an IBOutlet; the glue connects it as the xib did.
  var textField: UITextField!  // Port: an IBOutlet, likewise.

  var tapGestureRecognizer: UITapGestureRecognizer!

  // Port: `#define kIOS5Workaround` and `#define kIOS6Workaround` become run-time switches, on
  // unless `--no-ios5-workaround` / `--no-ios6-workaround` turns them off.
  let kIOS5Workaround: Bool
  let kIOS6Workaround: Bool

  // Part of iOS 5 workaround
  var isKeyboardVisible = false
  var isRotatingWhileKeyboardVisible = false

  init(kIOS5Workaround: Bool, kIOS6Workaround: Bool) {
    self.kIOS5Workaround = kIOS5Workaround
    self.kIOS6Workaround = kIOS6Workaround
    super.init(nibName: nil, bundle: nil)
  }

  // Port: UIKit requires this of a controller with an initializer of its own; the lab never
  // unarchives one.
  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
  }

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

  func willShowKeyboard(_ notification: Notification) {
    self.handleKeyboardNotification(notification) {
      frameBegin, frameEnd, animationDuration, animationOptions in
      self.isKeyboardVisible = true

      let changeValues = {
        var frame = self.grayView.frame
        frame.size.height = self.view.bounds.size.height - frameEnd.size.height
        self.grayView.frame = frame
      }

      if self.isRotatingWhileKeyboardVisible == false {
        UIView.animate(
          withDuration: animationDuration, delay: 0, options: animationOptions,
          animations: changeValues, completion: nil)
      } else {
        // Part of iOS 5 workaround
        // Make changes directly, as they will be executed as part of the rotation animation.
        // Animation doesn't match exactly, but close enough.
        changeValues()
      }
    }
  }

  func willHideKeyboard(_ notification: Notification) {
    self.handleKeyboardNotification(notification) {
      frameBegin, frameEnd, animationDuration, animationOptions in
      if self.isRotatingWhileKeyboardVisible == false {  // Part of iOS 5 workaround
        self.isKeyboardVisible = false

        UIView.animate(
          withDuration: animationDuration, delay: 0, options: animationOptions,
          animations: {
            var frame = self.grayView.frame
            frame.size.height = frame.size.height + frameEnd.size.height
            self.grayView.frame = frame
          }, completion: nil)
      }
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()

    // Port: `@selector(handleTap)` needs the Objective-C runtime; the selector carries its method.
    self.tapGestureRecognizer = UITapGestureRecognizer(
      target: self, action: Selector("handleTap()", ViewController.handleTap))
    self.view.addGestureRecognizer(self.tapGestureRecognizer)
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

  // MARK: - Rotation Methods

  override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
    self.isRotatingWhileKeyboardVisible = false
  }

  // MARK: - iOS 5 Rotation Methods

  override func shouldAutorotate(to toInterfaceOrientation: UIInterfaceOrientation) -> Bool {
    // Part of iOS 5 workaround
    if self.isKeyboardVisible == true {
      if kIOS5Workaround {  // Port: was `#ifdef kIOS5Workaround`.
        self.isRotatingWhileKeyboardVisible = true
      }
    }

    return true
  }

  // MARK: - iOS 6 Rotation Methods

  override var shouldAutorotate: Bool {
    return true
  }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    // Part of iOS 6 workaround
    if self.isKeyboardVisible == true {
      if kIOS6Workaround {  // Port: was `#ifdef kIOS6Workaround`.
        self.isRotatingWhileKeyboardVisible = true
      }
    }

    return .all
  }
}
