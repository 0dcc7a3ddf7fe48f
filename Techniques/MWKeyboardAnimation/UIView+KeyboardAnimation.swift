//
//  UIView+KeyboardAnimation.swift
//  MWKeyboardAnimation: Mike Walker's `UIView+KeyboardAnimation.m` from "One Weird Trick for
//  creating iOS keyboard animations" (2014-02-16; later the MWKeyboardAnimation
//  CocoaPod), ported line by line to Swift and the simulated UIKit of `Shared`. Its logic and its
//  bugs are kept (the *device's* orientation decides whether width and height swap; the frame is
//  never converted); every forced change says `Port:`.
//

import SimulatedUIKit

extension UIView {

  // Port: the Objective-C block `void(^)(CGRect keyboardFrame)` is a Swift closure.
  static func animateWithKeyboardNotification(
    _ notification: NSNotification,
    animations: (_ keyboardFrame: CGRect) -> Void
  ) {
    let userInfo = notification.userInfo
    // Port: a missing key reads as zero, as a message to nil does in Objective-C.
    // A value of another type (`fault wrong-type`) reads as zero too; the original would raise
    // "unrecognized selector" for a string (`-CGRectValue`) and stop.
    var keyboardFrame = (userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero

    // Port: `UIInterfaceOrientationIsLandscape()` applied to a `UIDeviceOrientation` is true
    // for its raw values 3 and 4, which is what `UIDeviceOrientation.isLandscape` says.
    if UIDevice.current.orientation.isLandscape {
      let height = keyboardFrame.height
      keyboardFrame.size.height = keyboardFrame.width
      keyboardFrame.size.width = height
    }

    UIView.beginAnimations(nil, context: nil)
    // Port: `doubleValue` and `integerValue` of nil are 0, as in Objective-C; Swift makes the
    // curve from its raw value, which never fails for the imported enum (7 included).
    UIView.setAnimationDuration(
      (notification.userInfo?[UIKeyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue
        ?? 0)
    UIView.setAnimationCurve(
      UIViewAnimationCurve(
        rawValue: (notification.userInfo?[UIKeyboardAnimationCurveUserInfoKey] as? NSNumber)?
          .intValue ?? 0)!)
    UIView.setAnimationBeginsFromCurrentState(true)

    animations(keyboardFrame)

    UIView.commitAnimations()
  }
}
