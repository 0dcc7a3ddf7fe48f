//
//  Demo.swift (IHKeyboardAvoiding)
//  A sign-in screen whose container view, at the root view's bottom, holds a text field 20 pt
//  above the container's bottom; the controller makes the container the avoiding view, as the
//  library's README shows (KeyboardAvoiding.avoidingView: the container is its own trigger).
//

import UIKit

final class KeyboardAvoidingDemo: CensusScreen {

  private let containerView = UIView()
  private let textField = UITextField()

  override func loadView() {
    view = UIView()
    view.backgroundColor = .systemBackground
    textField.borderStyle = .roundedRect
    _ = view.censusAddAlongBottom(containerView, height: 200)
    containerView.censusAddField(textField, inset: 20)
  }

  override func usePiece() { KeyboardAvoiding.avoidingView = containerView }
}
