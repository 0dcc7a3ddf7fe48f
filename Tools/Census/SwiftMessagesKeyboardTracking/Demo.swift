//
//  Demo.swift (SwiftMessagesKeyboardTracking)
//  A chat screen whose input bar sits on SwiftMessages' KeyboardTrackingView, pinned to the root
//  view's bottom as the library's documentation says: the tracking view takes the keyboard's
//  height, and the bar rides its top. Tracking is paused while the screen is not shown.
//

import UIKit

final class KeyboardTrackingViewDemo: CensusInputBarScreen {

  private let keyboardTrackingView = KeyboardTrackingView()

  override func viewDidLoad() {
    super.viewDidLoad()
    keyboardTrackingView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(keyboardTrackingView)
    inputBarBottom.isActive = false
    inputBarBottom = inputBar.bottomAnchor.constraint(equalTo: keyboardTrackingView.topAnchor)
    NSLayoutConstraint.activate([
      keyboardTrackingView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      keyboardTrackingView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      keyboardTrackingView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      inputBarBottom,
    ])
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    keyboardTrackingView.isPaused = false
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    keyboardTrackingView.isPaused = true
  }
}
