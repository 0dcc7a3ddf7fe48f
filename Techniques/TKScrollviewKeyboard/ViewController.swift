//
//  ViewController.swift
//  TKScrollviewKeyboard: the second, complete example of tinkl's TKScrollviewKeyboard README
//  (2014), ported line by line to Swift and the simulated UIKit of `Shared`. Its
//  logic and its bugs are kept (the `animatingRotation` flag set in `willRotate…` and cleared in
//  `didRotate…`, the legacy animation API); every forced change says `Port:`.
//
//  Ours, not tinkl's: the class around the methods, the `commentBar`, `tableView` and `textField`
//  outlets, the `animatingRotation` property the code assumes, and the tap that resigns the field.
//  The layout is `TechniqueNib.commentBar`.
//

import SimulatedUIKit

final class ViewController: UIViewController {

  var commentBar: UIView!  // Ours: an outlet; the glue connects it.
  var tableView: UITableView!  // Ours: an outlet, likewise.
  var textField: UITextField!  // Ours: an outlet, likewise.
  var animatingRotation = false  // Ours: the property the code sets.

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)

    // Port: `@selector(keyboardWillShow:)` and `@selector(keyboardWillHide:)` need the
    // Objective-C runtime; each selector carries its method.
    NotificationCenter.default
      .addObserver(
        self, selector: Selector("keyboardWillShow(_:)", ViewController.keyboardWillShow),
        name: UIKeyboardWillShowNotification, object: nil)
    NotificationCenter.default
      .addObserver(
        self, selector: Selector("keyboardWillHide(_:)", ViewController.keyboardWillHide),
        name: UIKeyboardWillHideNotification, object: nil)
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)

    NotificationCenter.default
      .removeObserver(self, name: UIKeyboardWillShowNotification, object: nil)
    NotificationCenter.default
      .removeObserver(self, name: UIKeyboardWillHideNotification, object: nil)
  }
  // #1
  override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: Double) {
    super.willRotate(to: toInterfaceOrientation, duration: duration)
    self.animatingRotation = true
  }
  // #3
  override func willAnimateRotation(
    to toInterfaceOrientation: UIInterfaceOrientation, duration: Double
  ) {
    super.willAnimateRotation(to: toInterfaceOrientation, duration: duration)
  }
  // #5
  override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
    super.didRotate(from: fromInterfaceOrientation)
    self.animatingRotation = false
  }
  // #4
  func keyboardWillShow(_ notification: NSNotification) {
    self.adjustViewForKeyboardNotification(notification)
  }
  // #2
  func keyboardWillHide(_ notification: NSNotification) {
    self.adjustViewForKeyboardNotification(notification)
  }
  func adjustViewForKeyboardNotification(_ notification: NSNotification) {
    let notificationInfo = notification.userInfo
    // Get the end frame of the keyboard in screen coordinates.

    // Port: a missing key reads as zero, as a message to nil does in Objective-C.
    // A value of another type (`fault wrong-type`) reads as zero too; the original would raise
    // "unrecognized selector" for a string (`-CGRectValue`) and stop.
    var finalKeyboardFrame =
      (notificationInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
    // Convert the finalKeyboardFrame to view coordinates to take into account any rotation
    // factors applied to the window’s contents as a result of interface orientation changes.

    finalKeyboardFrame = self.view.convert(finalKeyboardFrame, from: self.view.window)
    // Calculate new position of the commentBar
    var commentBarFrame = self.commentBar.frame
    commentBarFrame.origin.y = finalKeyboardFrame.origin.y - commentBarFrame.size.height
    // Update tableView height.
    var tableViewFrame = self.tableView.frame
    tableViewFrame.size.height = commentBarFrame.origin.y

    if !self.animatingRotation {
      // Get the animation curve and duration
      // Port: C assigns the int to a `UIViewAnimationCurve`; Swift makes the imported enum from its
      // raw value, which never fails (7 included).
      let animationCurve = UIViewAnimationCurve(
        rawValue: (notificationInfo?[UIKeyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue
          ?? 0)!
      let animationDuration =
        (notificationInfo?[UIKeyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0

      // Animate view size synchronously with the appearance of the keyboard.
      UIView.beginAnimations(nil, context: nil)
      UIView.setAnimationDuration(animationDuration)
      UIView.setAnimationCurve(animationCurve)
      UIView.setAnimationBeginsFromCurrentState(true)

      self.commentBar.frame = commentBarFrame
      self.tableView.frame = tableViewFrame

      UIView.commitAnimations()
    } else {
      self.commentBar.frame = commentBarFrame
      self.tableView.frame = tableViewFrame
    }
  }

  // Ours: the tap on the background that sends the keyboard away.
  func handleTap() {
    self.textField.resignFirstResponder()
  }

  // Ours: the tap recognizer's registration.
  override func viewDidLoad() {
    super.viewDidLoad()
    // Without the Objective-C runtime, the selector carries its method.
    self.view.addGestureRecognizer(
      UITapGestureRecognizer(
        target: self, action: Selector("handleTap()", ViewController.handleTap)))
  }
}
