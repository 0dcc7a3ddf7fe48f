//
//  Demo.swift (IHKeyboardAvoiding)
//  A sign-in screen whose container view, at the root view's bottom, holds a text field 20 pt
//  above the container's bottom; the controller makes the container the avoiding view, as the
//  library's README shows (KeyboardAvoiding.avoidingView: the container is its own trigger).
//

import UIKit

final class KeyboardAvoidingDemo: CensusFormScreen {

  private var containerView: UIView!

  override func usePiece() {
    containerView = inputBar
    KeyboardAvoiding.avoidingView = containerView
  }
}
