//
//  Demo.swift (TaskerKeyboardPublisher)
//  A chat screen that subscribes to the app's Publishers.keyboardHeightPublisher and sets the input
//  bar's bottom constraint to each height it sends, as a UIKit screen of the app would.
//

import Combine
import UIKit

final class KeyboardPublisherDemo: CensusInputBarScreen {

  private var subscriptions = Set<AnyCancellable>()

  override func viewDidLoad() {
    super.viewDidLoad()
    Publishers.keyboardHeightPublisher
      .sink { [weak self] height in
        self?.inputBarBottom.constant = -height
        self?.view.layoutIfNeeded()
      }
      .store(in: &subscriptions)
  }
}
