//
//  Demo.swift (WfettichKeyboardHelper)
//  A storyboard's sign-in screen (the lab's pinned layout: a content view holding a text field
//  20 pt above its bottom) that adds the library's KeyboardHelper to its content view once loaded,
//  as the library's README shows: the helper puts the content in a scroll view of its own.
//

import UIKit

final class KeyboardHelperDemo: CensusPinnedScreen {

  private let keyboardHelper = KeyboardHelper()

  override func usePiece() { keyboardHelper.addTo(view: contentView) }
}
