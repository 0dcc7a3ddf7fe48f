//
//  Demo.swift (AvfKeyboardAdjustment)
//  A form in a scroll view whose controller keeps the course exercise's `KeyboardAdjustment` for
//  its scroll view, as the exercise's controllers do.
//

import UIKit

final class KeyboardAdjustmentDemo: CensusScrollScreen {

  private var keyboardAdjustment: KeyboardAdjustment?

  override func usePiece() { keyboardAdjustment = KeyboardAdjustment(scrollView: scrollView) }
}
