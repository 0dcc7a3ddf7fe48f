//
//  ViewController.swift
//  CorrectedSchmeeboard4: Andrew Pontious's `Corrected Keyboard Schmeeboard4/ViewController.swift`
//  (Swift 3, 2017, https://github.com/apontious/Keyboard-Schmeeboard, MIT licence), ported line by
//  line to Swift 6 and the simulated UIKit of `Shared`. Its logic and its differences from
//  CorrectedSchmeeboard3 are kept (the `guard`, the raw screen rectangles with no conversion);
//  every forced change says `Port:`.
//

import SimulatedUIKit

// http://stackoverflow.com/questions/32125653/ios-foreign-language-keyboard-heights

typealias FrameBeginRect = CGRect
typealias FrameEndRect = CGRect
typealias AnimationDuration = Double

class ViewController: UIViewController {

  weak var grayView: UIView!  // Port: an @IBOutlet; the glue connects it.
  weak var textField: UITextField!  // Port: an @IBOutlet, likewise.
  weak var bottomLayoutConstraint: NSLayoutConstraint!  // Port: an @IBOutlet, likewise.

  private var inPhoneRotation: Bool = false

  // Convenience method to turn keyboard notification into usable parameters.
  private func handleKeyboardNotification(
    _ notification: NSNotification,
    handler: (FrameBeginRect, FrameEndRect, AnimationDuration, UIViewAnimationOptions) -> Void
  ) {

    // Too giant of a guard statement?
    // I couldn't find a way to combine the check-for-type line and the assign line.
    // I tried a "where" clause (which might not do what I want anyway), but compiler complained.
    // Compiler requires me to use "as!" a.k.a. forced conversion, so I want to test that it's valid beforehand.

    guard let userInfo = notification.userInfo,
      // UIKeyboardFrameBeginUserInfoKey
      userInfo[UIKeyboardFrameBeginUserInfoKey] is NSValue?,
      let frameBegin = (userInfo[UIKeyboardFrameBeginUserInfoKey] as! NSValue?)?.cgRectValue,
      // UIKeyboardFrameEndUserInfoKey
      userInfo[UIKeyboardFrameEndUserInfoKey] is NSValue?,
      let frameEnd = (userInfo[UIKeyboardFrameEndUserInfoKey] as! NSValue?)?.cgRectValue,
      // UIKeyboardAnimationDurationUserInfoKey
      userInfo[UIKeyboardAnimationDurationUserInfoKey] is NSNumber?,
      let animationDuration = (userInfo[UIKeyboardAnimationDurationUserInfoKey] as! NSNumber?)?
        .doubleValue,
      // UIKeyboardAnimationDurationUserInfoKey
      userInfo[UIKeyboardAnimationDurationUserInfoKey] is NSNumber?,
      let animationCurveInteger = (userInfo[UIKeyboardAnimationDurationUserInfoKey] as! NSNumber?)?
        .intValue,
      let animationCurve = UIViewAnimationCurve(rawValue: animationCurveInteger)
    else {
      return
    }

    var animationOptions: UIViewAnimationOptions

    switch (animationCurve) {
    case .easeInOut:
      animationOptions = [.curveEaseInOut]
    case .easeIn:
      animationOptions = [.curveEaseIn]
    case .easeOut:
      animationOptions = [.curveEaseOut]
    case .linear:
      animationOptions = [.curveLinear]
    // Port: Swift 3 took this switch over an imported enum as exhaustive, and a curve with no name
    // (never read here: the curve comes from the duration key) was undefined; here, no curve option.
    default:
      animationOptions = []
    }

    handler(frameBegin, frameEnd, animationDuration, animationOptions)
  }

  func handleTap() {
    textField.resignFirstResponder()
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)

    if UIDevice.current.userInterfaceIdiom == .phone && view.bounds.size.height == size.width
      && view.bounds.size.width == size.height
    {
      inPhoneRotation = true
    }
    coordinator.animate(alongsideTransition: {
      (context: UIViewControllerTransitionCoordinatorContext) in
    }) { (context: UIViewControllerTransitionCoordinatorContext) in
      self.inPhoneRotation = false
    }
  }

  func willShowKeyboard(_ notification: NSNotification) {
    handleKeyboardNotification(notification) {
      (
        frameBegin: CGRect, frameEnd: CGRect, animationDuration: Double,
        animationOptions: UIViewAnimationOptions
      ) in

      let modifiedAnimationOptions = animationOptions.union([.beginFromCurrentState]);
      // http://stackoverflow.com/questions/12622424/how-do-i-animate-constraint-changes
      view.layoutIfNeeded()

      UIView.animate(
        withDuration: animationDuration, delay: 0, options: modifiedAnimationOptions,
        animations: {
          self.bottomLayoutConstraint.constant = self.view.bounds.height - frameEnd.minY
          self.view.layoutIfNeeded()
        }, completion: nil)
    }
  }

  func willHideKeyboard(_ notification: NSNotification) {
    handleKeyboardNotification(notification) {
      (
        frameBegin: CGRect, frameEnd: CGRect, animationDuration: Double,
        animationOptions: UIViewAnimationOptions
      ) in
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

    // Port: `#selector` needs the Objective-C runtime; the selector carries its method.
    let tapGestureRecognizer = UITapGestureRecognizer(
      target: self, action: Selector("handleTap()", ViewController.handleTap))
    self.view.addGestureRecognizer(tapGestureRecognizer)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)

    let center = NotificationCenter.default;
    // Port: the `#selector`s need the Objective-C runtime; each selector carries its method.
    center.addObserver(
      self, selector: Selector("willShowKeyboard(_:)", ViewController.willShowKeyboard),
      name: NSNotification.Name.UIKeyboardWillShow, object: nil)
    center.addObserver(
      self, selector: Selector("willHideKeyboard(_:)", ViewController.willHideKeyboard),
      name: NSNotification.Name.UIKeyboardWillHide, object: nil)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)

    let center = NotificationCenter.default;
    center.removeObserver(self, name: NSNotification.Name.UIKeyboardWillShow, object: nil)
    center.removeObserver(self, name: NSNotification.Name.UIKeyboardWillHide, object: nil)
  }

  override open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    get {
      return .all
    }
  }
}
