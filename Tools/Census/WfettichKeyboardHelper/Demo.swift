//
//  Demo.swift (WfettichKeyboardHelper)
//  A sign-in screen (a content view holding a text field 20 pt above its bottom, filling the
//  root view) that adds the library's KeyboardHelper to its content view in viewDidLoad, as the
//  library's README shows: the helper puts the content in a scroll view of its own and scrolls it.
//

import UIKit

final class KeyboardHelperDemo: UIViewController {

  @IBOutlet weak var contentView: UIView!
  @IBOutlet weak var textField: UITextField!
  private let keyboardHelper = KeyboardHelper()

  override func viewDidLoad() {
    super.viewDidLoad()
    keyboardHelper.addTo(view: contentView)
  }
}
