//
//  Demo.swift (BreakpointBindToKeyboard)
//  A chat screen whose input bar is bound to the keyboard with the course's bindToKeyboard(),
//  which moves the bar's frame by the keyboard's change of y.
//

import UIKit

final class BindToKeyboardDemo: CensusInputBarScreen {

  override func usePiece() { inputBar.bindToKeyboard() }
}
