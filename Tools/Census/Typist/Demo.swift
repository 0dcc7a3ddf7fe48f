//
//  Demo.swift (Typist)
//  A chat screen that configures Typist as the library's README shows: on will-show the input
//  bar's bottom constraint takes the keyboard's height, on will-hide 0, each in an animation of the
//  keyboard's duration and the library's animationOptions.
//

import UIKit

final class TypistDemo: CensusInputBarScreen {

  private let keyboard = Typist()

  override func usePiece() {
    keyboard
      .on(event: .willShow) { [weak self] options in
        self?.move(to: options.endFrame.height, options)
      }
      .on(event: .willHide) { [weak self] options in self?.move(to: 0, options) }
      .start()
  }

  private func move(to height: CGFloat, _ options: Typist.KeyboardOptions) {
    UIView.animate(
      withDuration: options.animationDuration, delay: 0, options: options.animationOptions,
      animations: { self.moveInputBar(to: height) })
  }
}
