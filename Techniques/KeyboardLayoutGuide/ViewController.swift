//
//  ViewController.swift
//  KeyboardLayoutGuide: Apple's own answer from iOS 15, `UIView.keyboardLayoutGuide`, written by
//  us from Apple's documentation (`UIKeyboardLayoutGuide`, WWDC21 "Your guide to keyboard
//  layout"), not a port of anyone's code. The demo is the 2017 storyboard's: the gray view's
//  bottom, pinned to the root view's bottom, is pinned to the guide's top instead.
//

import SimulatedUIKit

final class ViewController: UIViewController {

  var grayView: UIView!  // An IBOutlet; the glue connects it as the storyboard does.
  var textField: UITextField!  // An IBOutlet, likewise.

  var bottomLayoutConstraint: NSLayoutConstraint!  // An IBOutlet, likewise.

  /// Whether the guide follows an undocked or split keyboard (`followsUndockedKeyboard`).
  let followsUndockedKeyboard: Bool

  init(followsUndockedKeyboard: Bool) {
    self.followsUndockedKeyboard = followsUndockedKeyboard
    super.init(nibName: nil, bundle: nil)
  }

  // Port: UIKit requires this of a controller with an initializer of its own; the lab never
  // unarchives one.
  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
  }

  func handleTap() {
    textField.resignFirstResponder()
  }

  override func viewDidLoad() {
    super.viewDidLoad()

    // The storyboard pins the gray view's bottom to the root view's; the guide replaces that pin.
    // No keyboard notification is observed: the guide moves with the keyboard's own animation.
    view.keyboardLayoutGuide.followsUndockedKeyboard = followsUndockedKeyboard
    bottomLayoutConstraint.isActive = false
    NSLayoutConstraint.activate([
      grayView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)
    ])

    let tapGestureRecognizer = UITapGestureRecognizer(
      target: self, action: Selector("handleTap()", ViewController.handleTap))
    view.addGestureRecognizer(tapGestureRecognizer)
  }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    .all
  }
}
