//
//  ViewController.swift
//  MWKeyboardAnimation's demo: ours, not Mike Walker's. The post gives only the helper
//  (`UIView+KeyboardAnimation.swift`) and its purpose ("shrink a UIScrollView or adjust its content
//  offset"); this is the smallest app that uses it as the post says: the gray view of Keyboard
//  Schmeeboard shrunk to the keyboard's top in the helper's block, grown back on the will-hide. The
//  layout is `TechniqueNib.shrinkingView`.
//

import SimulatedUIKit

final class ViewController: UIViewController {

  var grayView: UIView!  // An outlet; the glue connects it.
  var textField: UITextField!  // An outlet, likewise.

  func keyboardWillShow(_ notification: NSNotification) {
    UIView.animateWithKeyboardNotification(notification) { keyboardFrame in
      var frame = self.grayView.frame
      frame.size.height = self.view.bounds.size.height - keyboardFrame.size.height
      self.grayView.frame = frame
    }
  }

  func keyboardWillHide(_ notification: NSNotification) {
    UIView.animateWithKeyboardNotification(notification) { keyboardFrame in
      var frame = self.grayView.frame
      frame.size.height = self.view.bounds.size.height
      self.grayView.frame = frame
    }
  }

  func handleTap() {
    self.textField.resignFirstResponder()
  }

  override func viewDidLoad() {
    super.viewDidLoad()

    // `#selector` needs the Objective-C runtime; each selector carries its method.
    self.view.addGestureRecognizer(
      UITapGestureRecognizer(
        target: self, action: Selector("handleTap()", ViewController.handleTap)))
    let center = NotificationCenter.default
    center.addObserver(
      self, selector: Selector("keyboardWillShow(_:)", ViewController.keyboardWillShow),
      name: UIKeyboardWillShowNotification, object: nil)
    center.addObserver(
      self, selector: Selector("keyboardWillHide(_:)", ViewController.keyboardWillHide),
      name: UIKeyboardWillHideNotification, object: nil)
  }
}
