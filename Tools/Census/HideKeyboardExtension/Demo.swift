//
//  Demo.swift (HideKeyboardExtension)
//  A storyboard screen (the lab's pinned layout: a content view holding a text field) whose
//  controller calls the app's hideKeyboardWhenTappedAround() in viewDidLoad, as the app's controllers do. The
//  helper only dismisses the keyboard on a tap; nothing moves.
//

import UIKit

final class HideKeyboardDemo: CensusPinnedScreen {

  override func usePiece() { hideKeyboardWhenTappedAround() }
}
