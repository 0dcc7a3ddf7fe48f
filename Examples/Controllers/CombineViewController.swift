//
//  CombineViewController.swift
//  A Combine pipeline over the will-change-frame notification: `publisher(for:)`, the end frame
//  taken with `compactMap`, the overlap with the view worked out with `map`, `removeDuplicates`,
//  and a `sink` that sets the bottom constraint (`--layout pinned`) and lays out; the subscription
//  kept in a set of `AnyCancellable`s.
//
//  What it deserves: the same as a block observer's handler: the sink runs in the notification's
//  own turn, inside the keyboard's animation, so the content moves with the keyboard (clean when
//  it comes and goes), and the iOS 10 iPhone's rotation drops it for a moment (a glitch). Put
//  `.receive(on: DispatchQueue.main)` before the sink and the change lands a turn later, outside
//  the animation, and the content jumps ahead of the keyboard.
//

import Combine
import UIKit

final class CombineViewController: UIViewController {

  @IBOutlet private weak var bottomConstraint: NSLayoutConstraint!

  private var cancellables = Set<AnyCancellable>()

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.publisher(for: UIResponder.keyboardWillChangeFrameNotification)
      .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
      .map { [unowned self] endFrame -> CGFloat in
        let keyboard = self.view.convert(endFrame, from: UIScreen.main.coordinateSpace)
        return max(0, self.view.bounds.maxY - keyboard.minY)
      }
      .removeDuplicates()
      .sink { [weak self] overlap in
        self?.bottomConstraint.constant = overlap
        self?.view.layoutIfNeeded()
      }
      .store(in: &cancellables)
  }
}
