//
//  Demo.swift (FirefoxKeyboardHelper2016)
//  A chat screen that is a delegate of Firefox's KeyboardHelper, as the app's controllers are:
//  the shared helper observes from viewDidLoad, and on will-show the input bar's bottom constraint
//  takes the keyboard's intersection with the root view, on will-hide 0. Written for today's Swift;
//  the helper is Swift 2's.
//

import UIKit

final class KeyboardHelperDelegateDemo: CensusInputBarScreen, KeyboardHelperDelegate {

  override func usePiece() {
    KeyboardHelper.defaultHelper.addDelegate(self)
    KeyboardHelper.defaultHelper.startObserving()
  }

  func keyboardHelper(
    _ keyboardHelper: KeyboardHelper, keyboardWillShowWithState state: KeyboardState
  ) {
    moveInputBar(to: state.intersectionHeightForView(view))
  }

  func keyboardHelper(
    _ keyboardHelper: KeyboardHelper, keyboardDidShowWithState state: KeyboardState
  ) {}

  func keyboardHelper(
    _ keyboardHelper: KeyboardHelper, keyboardWillHideWithState state: KeyboardState
  ) {
    moveInputBar(to: 0)
  }
}
