//
//  Demo.swift (ScrollingContentViewController)
//  A storyboard screen whose controller subclasses ScrollingContentViewController, as the
//  library's README shows: its content view outlet (the lab's pinned layout's content view, a text
//  field 20 pt above its bottom) is put in the library's scroll view, which follows the keyboard.
//

import UIKit

final class ScrollingContentDemo: ScrollingContentViewController {

  @IBOutlet weak var textField: UITextField!
}
