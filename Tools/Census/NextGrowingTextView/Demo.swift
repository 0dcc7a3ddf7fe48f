//
//  Demo.swift (NextGrowingTextView)
//  The library's demo controller, ViewController, whose storyboard this demo stands in for: it
//  makes the three views the storyboard connects (an input container at the root view's bottom, the
//  container's bottom constraint, a NextGrowingTextView 8 pt inside the container), hands them to the
//  controller's outlets before its view loads, and holds the controller as a child filling its view.
//

import NextGrowingTextView
import UIKit

final class NextGrowingTextViewDemo: UIViewController {

  private let chat = ViewController()

  override func viewDidLoad() {
    super.viewDidLoad()
    let inputContainerView = UIView()
    let growingTextView = NextGrowingTextView()
    chat.inputContainerView = inputContainerView
    chat.growingTextView = growingTextView
    addChild(chat)
    chat.view.frame = view.bounds
    chat.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(chat.view)
    for subview in [inputContainerView, growingTextView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    chat.view.addSubview(inputContainerView)
    inputContainerView.addSubview(growingTextView)
    let bottom = chat.view.bottomAnchor.constraint(equalTo: inputContainerView.bottomAnchor)
    chat.inputContainerViewBottom = bottom
    NSLayoutConstraint.activate([
      inputContainerView.leadingAnchor.constraint(equalTo: chat.view.leadingAnchor),
      inputContainerView.trailingAnchor.constraint(equalTo: chat.view.trailingAnchor),
      bottom,
      growingTextView.topAnchor.constraint(equalTo: inputContainerView.topAnchor, constant: 8),
      growingTextView.leadingAnchor.constraint(
        equalTo: inputContainerView.leadingAnchor, constant: 8),
      growingTextView.trailingAnchor.constraint(
        equalTo: inputContainerView.trailingAnchor, constant: -8),
      growingTextView.bottomAnchor.constraint(
        equalTo: inputContainerView.bottomAnchor, constant: -8),
    ])
    chat.didMove(toParent: self)
  }
}
