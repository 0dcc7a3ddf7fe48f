//
//  Demo.swift (RxKeyboard)
//  A chat screen that drives the input bar's bottom constraint with RxKeyboard's visibleHeight,
//  as the library's README shows.
//

import RxSwift
import RxCocoa
import UIKit

final class RxKeyboardDemo: CensusInputBarScreen {

  private let disposeBag = DisposeBag()

  override func usePiece() {
    RxKeyboard.instance.visibleHeight
      .drive(onNext: { [weak self] height in self?.moveInputBar(to: height) })
      .disposed(by: disposeBag)
  }
}
