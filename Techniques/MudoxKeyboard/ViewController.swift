//
//  ViewController.swift
//  MudoxKeyboard: the handler of Mudox's "iOS NOTES - KEYBOARD" (2015-04-08, Swift
//  1.x), ported line by line to Swift 6 and the simulated UIKit of `Shared`. Its logic and its
//  bugs are kept (the raw `frameEnd.height`, never converted; only the will-show and will-hide
//  observed); every forced change says `Port:`.
//
//  Ours, not Mudox's: the class around the handler, the outlets (the snippet's
//  `theScrollViewToAdjust` and `itemsTable` are one table here, as the notes' "no matter which way"
//  suggests), `theViewToMoveMargin = 0`, the observer registration and the tap that resigns the
//  field. The layout is `TechniqueNib.movedBar`.
//

import SimulatedUIKit

final class ViewController: UIViewController {

  var theViewToMove: UIView!  // Ours: an outlet; the glue connects it.
  var theScrollViewToAdjust: UIScrollView!  // Ours: an outlet, likewise.
  var itemsTable: UITableView!  // Ours: an outlet, likewise.
  var textField: UITextField!  // Ours: an outlet, likewise.
  let theViewToMoveMargin: CGFloat = 0  // Ours: the snippet leaves the margin to the app.

  func handleKeyboardNotification(notify: NSNotification) {
    // Port: Swift 1.1's forced `as` traps when the end frame is missing or mistyped (`fault
    // missing-key` or `fault wrong-type` on `UIKeyboardFrameEndUserInfoKey`); a run cannot go on
    // past a crash, so the port returns there instead, and the README says the original would have
    // crashed. `CGRectValue()` is `cgRectValue`.
    guard let value = notify.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue else { return }
    let keyboardHeight = value.cgRectValue.height

    switch notify.name {

    case UIKeyboardWillShowNotification:
      theViewToMove.frame.origin.y =
        self.view.bounds.height - keyboardHeight - theViewToMoveMargin - theViewToMove.bounds.height
      theScrollViewToAdjust.contentInset.bottom = keyboardHeight
      itemsTable.scrollIndicatorInsets.bottom = keyboardHeight

    case UIKeyboardWillHideNotification:
      theViewToMove.frame.origin.y =
        self.view.bounds.height - theViewToMoveMargin - theViewToMove.bounds.height
      theScrollViewToAdjust.contentInset.bottom = 0.0
      itemsTable.scrollIndicatorInsets.bottom = 0.0  // the default value

    default:
      assert(false)
    }
  }

  // Ours: the tap on the background that sends the keyboard away.
  func handleTap() {
    self.textField.resignFirstResponder()
  }

  // Ours: the registration the notes describe ("put the frame adjustment code in *Will*
  // notifications").
  override func viewDidLoad() {
    super.viewDidLoad()

    // Without the Objective-C runtime, each selector carries its method.
    self.view.addGestureRecognizer(
      UITapGestureRecognizer(
        target: self, action: Selector("handleTap()", ViewController.handleTap)))
    let center = NotificationCenter.default
    center.addObserver(
      self,
      selector: Selector(
        "handleKeyboardNotification(notify:)", ViewController.handleKeyboardNotification),
      name: UIKeyboardWillShowNotification, object: nil)
    center.addObserver(
      self,
      selector: Selector(
        "handleKeyboardNotification(notify:)", ViewController.handleKeyboardNotification),
      name: UIKeyboardWillHideNotification, object: nil)
  }
}
