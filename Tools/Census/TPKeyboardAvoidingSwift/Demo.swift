//
//  Demo.swift (TPKeyboardAvoidingSwift)
//  A form whose scroll view is the library's TPKeyboardAvoidingScrollView, filling the root
//  view, with a text field 44 pt tall 20 pt above the screen's bottom, as a storyboard that sets the
//  scroll view's class would.
//

import UIKit

final class KeyboardAvoidingScrollViewDemo: UIViewController {

  private let scrollView = TPKeyboardAvoidingScrollView(frame: .zero)
  private let textField = UITextField()

  override func loadView() {
    view = UIView()
    view.backgroundColor = .systemBackground
    view.censusAddFilling(scrollView)
    let screen = UIScreen.main.bounds
    textField.frame = CGRect(x: 20, y: screen.height - 64, width: screen.width - 40, height: 44)
    textField.borderStyle = .roundedRect
    scrollView.addSubview(textField)
  }
}
