//
//  ViewController.swift
//  MedcalfInsets: Tim Medcalf's "The easy & reliable way of handling UITableView insets when the
//  keyboard is shown" (gist 9505416, 2014), ported line by line to Swift and the
//  simulated UIKit of `Shared`. Its logic and its bugs are kept (the curve shifted `<< 16`,
//  "untested"; the will-show that does nothing when the keyboard misses the table); every forced
//  change says `Port:`. The gist's long comment is in the README.
//
//  Ours, not Medcalf's: the class around the methods, the `myTableView` outlet, the tap that resigns
//  the field, and the "your code here" left empty. The layout is `TechniqueNib.insetTable`.
//

import SimulatedUIKit

final class ViewController: UIViewController {

  var myTableView: UITableView!  // Ours: an outlet; the glue connects it.
  var textField: UITextField!  // Ours: an outlet, likewise.

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    /*
    your code here
    */
    // Port: `@selector(keyboardWillShow:)` and `@selector(keyboardWillHide:)` need the
    // Objective-C runtime; each selector carries its method.
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillShow(_:)", ViewController.keyboardWillShow),
      name: UIKeyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillHide(_:)", ViewController.keyboardWillHide),
      name: UIKeyboardWillHideNotification, object: nil)
  }

  override func viewWillDisappear(_ animated: Bool) {
    /*
    your code here
    */
    NotificationCenter.default.removeObserver(
      self, name: UIKeyboardWillShowNotification, object: nil)
    NotificationCenter.default.removeObserver(
      self, name: UIKeyboardWillHideNotification, object: nil)
    super.viewWillDisappear(animated)
  }

  func keyboardWillShow(_ notification: NSNotification) {
    //get the end position keyboard frame
    let keyInfo = notification.userInfo
    // Port: a missing key reads as zero, as a message to nil does in Objective-C.
    // A value of another type (`fault wrong-type`) reads as zero too; the original would raise
    // "unrecognized selector" for a string (`-CGRectValue`) and stop.
    var keyboardFrame = (keyInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
    //CGRect keyboardFrame = [[keyInfo objectForKey:@"UIKeyboardFrameEndUserInfoKey"] CGRectValue];
    //convert it to the same view coords as the tableView it might be occluding
    keyboardFrame = self.myTableView.convert(keyboardFrame, from: nil)
    //calculate if the rects intersect
    let intersect = keyboardFrame.intersection(self.myTableView.bounds)
    if !intersect.isNull {
      //yes they do - adjust the insets on tableview to handle it
      //first get the duration of the keyboard appearance animation
      let duration =
        (keyInfo?[UIKeyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
      // adjust the animation curve - untested
      let curve =
        ((notification.userInfo?[UIKeyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0)
        << 16
      //change the table insets to match - animated to the same duration of the keyboard appearance
      // Port: an `NSInteger` passed as options is `UIViewAnimationOptions(rawValue:)`, its
      // bits kept as the C conversion keeps them (`UInt(bitPattern:)`); the shift is done in
      // `Int`, not the gist's 32-bit `int`, which agree for every curve UIKit sends (0 to 7).
      UIView.animate(
        withDuration: duration, delay: 0.0,
        options: UIViewAnimationOptions(rawValue: UInt(bitPattern: curve)),
        animations: {
          self.myTableView.contentInset = UIEdgeInsetsMake(0, 0, intersect.size.height, 0)
          self.myTableView.scrollIndicatorInsets = UIEdgeInsetsMake(0, 0, intersect.size.height, 0)
        }, completion: nil)
    }
  }

  func keyboardWillHide(_ notification: NSNotification) {
    let keyInfo = notification.userInfo
    let duration = (keyInfo?[UIKeyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
    let curve =
      ((notification.userInfo?[UIKeyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0)
      << 16
    //change the table insets to match - animated to the same duration of the keyboard appearance
    // Port: the options as in `keyboardWillShow(_:)`.
    UIView.animate(
      withDuration: duration, delay: 0.0,
      options: UIViewAnimationOptions(rawValue: UInt(bitPattern: curve)),
      animations: {
        self.myTableView.contentInset = UIEdgeInsets.zero
        self.myTableView.scrollIndicatorInsets = UIEdgeInsets.zero
      }, completion: nil)
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
