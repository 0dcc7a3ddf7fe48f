//
//  CensusScreens.swift
//  The screens the census's demos share (docs/census.md): `scripts/census-collect` puts this file
//  beside every piece's `Demo.swift`. A demo subclasses one and hands its keyboard to the piece,
//  as an app that uses the piece would; its class comes first in `Demo.swift`, so that it is the
//  one `scripts/census` runs. Ours: no published code in it.
//

import UIKit

/// A chat screen: an input bar 60 pt tall, holding a text field 44 pt tall 8 pt inside it, pinned
/// by `inputBarBottom` to the root view's bottom (constant 0 with no keyboard up), as the lab's
/// `pinned` layout pins its content. A demo raises the bar by the keyboard's height, through the
/// piece.
class CensusInputBarScreen: UIViewController {

  let inputBar = UIView()
  let textField = UITextField()
  var inputBarBottom: NSLayoutConstraint!

  override func loadView() {
    view = UIView()
    view.backgroundColor = .systemBackground
    inputBar.backgroundColor = .secondarySystemBackground
    inputBar.translatesAutoresizingMaskIntoConstraints = false
    textField.translatesAutoresizingMaskIntoConstraints = false
    textField.borderStyle = .roundedRect
    view.addSubview(inputBar)
    inputBar.addSubview(textField)
    inputBarBottom = inputBar.bottomAnchor.constraint(equalTo: view.bottomAnchor)
    NSLayoutConstraint.activate([
      inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      inputBar.heightAnchor.constraint(equalToConstant: 60),
      inputBarBottom,
      textField.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 8),
      textField.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -8),
      textField.topAnchor.constraint(equalTo: inputBar.topAnchor, constant: 8),
      textField.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor, constant: -8),
    ])
  }

  /// How far the keyboard's frame (`frame`, in screen coordinates, as the notifications give it)
  /// reaches into the root view: the height that puts the bar on the keyboard's top.
  func keyboardOverlap(_ frame: CGRect) -> CGFloat {
    max(0, view.bounds.maxY - view.convert(frame, from: nil).minY)
  }
}

/// A text field 44 pt tall on the root view, its bottom 20 pt above the root view's bottom by
/// `bottomConstraint` (constant -20 with no keyboard up), as in the lab's `pinned` layout.
class CensusFieldScreen: UIViewController {

  let textField = UITextField()
  var bottomConstraint: NSLayoutConstraint!

  override func loadView() {
    view = UIView()
    view.backgroundColor = .systemBackground
    textField.translatesAutoresizingMaskIntoConstraints = false
    textField.borderStyle = .roundedRect
    view.addSubview(textField)
    bottomConstraint = textField.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20)
    NSLayoutConstraint.activate([
      textField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      textField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      textField.heightAnchor.constraint(equalToConstant: 44),
      bottomConstraint,
    ])
  }
}

/// A form in a scroll view that fills the root view: a content view as wide as the scroll view and
/// as tall as the screen when the form is made (852 pt on the iPhone 15 in portrait), whose last
/// field, 44 pt tall, sits 20 pt above the content's bottom: in portrait, at the screen's bottom.
class CensusScrollScreen: UIViewController {

  let scrollView = UIScrollView()
  let contentView = UIView()
  let textField = UITextField()

  override func loadView() {
    view = UIView()
    view.backgroundColor = .systemBackground
    for subview in [scrollView, contentView, textField] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    textField.borderStyle = .roundedRect
    view.addSubview(scrollView)
    scrollView.addSubview(contentView)
    contentView.addSubview(textField)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      contentView.heightAnchor.constraint(equalToConstant: UIScreen.main.bounds.height),
      textField.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
      textField.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
      textField.heightAnchor.constraint(equalToConstant: 44),
      textField.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -20),
    ])
  }
}
