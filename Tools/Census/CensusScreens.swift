//
//  CensusScreens.swift
//  The screens the census's demos share (docs/census.md): `scripts/census-collect` puts this file
//  beside every piece's `Demo.swift`. Most demos subclass one and hand it to the piece in
//  `usePiece()`, as an app that uses the piece would (three build on the piece's own controller
//  or scroll view instead); a demo's class comes first in its `Demo.swift`, so that it is the one
//  `scripts/census` runs. Ours: no published code in it.
//

import Combine
import UIKit

/// What every screen does: it hands itself to the piece once its view has loaded (`usePiece()`),
/// and starts what `whileShown` holds when it appears and stops it when it disappears.
class CensusScreen: UIViewController {

  /// Started in `viewWillAppear(_:)`, stopped in `viewWillDisappear(_:)`.
  var whileShown: (start: () -> Void, stop: () -> Void)?

  /// Where a demo uses the piece: called at the end of `viewDidLoad()`.
  func usePiece() {}

  /// Sends `selector` to this screen on each of the keyboard's notifications `names`.
  func observeKeyboard(_ names: [Notification.Name], _ selector: Selector) {
    for name in names {
      NotificationCenter.default.addObserver(self, selector: selector, name: name, object: nil)
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    usePiece()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    whileShown?.start()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    whileShown?.stop()
  }
}

/// A chat screen: an input bar 60 pt tall, holding a text field 44 pt tall 8 pt inside it, pinned
/// by `inputBarBottom` to the root view's bottom (constant 0 with no keyboard up), as the lab's
/// `pinned` layout pins its content. A demo raises the bar by the keyboard's height, through the
/// piece.
class CensusInputBarScreen: CensusScreen {

  /// The bar's height, and how far inside it its field sits.
  class var barHeight: CGFloat { 60 }
  class var fieldInset: CGFloat { 8 }

  let inputBar = UIView()
  let textField = UITextField()
  var inputBarBottom: NSLayoutConstraint!
  private var subscriptions = Set<AnyCancellable>()

  override func loadView() {
    view = UIView()
    view.backgroundColor = .systemBackground
    inputBar.backgroundColor = .secondarySystemBackground
    textField.borderStyle = .roundedRect
    inputBarBottom = view.censusAddAlongBottom(inputBar, height: Self.barHeight)
    inputBar.censusAddField(textField, inset: Self.fieldInset)
  }

  /// How far the keyboard's frame (`frame`, in screen coordinates, as the notifications give it)
  /// reaches into the root view: the height that puts the bar on the keyboard's top.
  func keyboardOverlap(_ frame: CGRect) -> CGFloat {
    max(0, view.bounds.maxY - view.convert(frame, from: nil).minY)
  }

  /// Raises the bar `height` above the root view's bottom, and lays the view out.
  func moveInputBar(to height: CGFloat) {
    inputBarBottom.constant = -height
    view.layoutIfNeeded()
  }

  /// Makes `constraint` the bar's bottom constraint in place of the one it had.
  func pinInputBar(_ constraint: NSLayoutConstraint) {
    inputBarBottom.isActive = false
    inputBarBottom = constraint
    inputBarBottom.isActive = true
  }

  /// Puts `bottomView` along the root view's bottom and the bar on its top.
  func placeInputBar(on bottomView: UIView) {
    _ = view.censusAddAlongBottom(bottomView, height: nil)
    pinInputBar(inputBar.bottomAnchor.constraint(equalTo: bottomView.topAnchor))
  }

  /// Moves the bar to each height `heights` sends (a Combine publisher of the keyboard's).
  func follow<Heights: Publisher>(_ heights: Heights)
  where Heights.Output == CGFloat, Heights.Failure == Never {
    heights.sink { [weak self] height in self?.moveInputBar(to: height) }
      .store(in: &subscriptions)
  }
}

/// A sign-in screen: the chat screen with a form view in place of its bar, 200 pt tall, whose
/// field sits 20 pt above its bottom and sides. A demo names the form as its app does (`formView`,
/// `containerView`: a property of its own holding `inputBar`).
class CensusFormScreen: CensusInputBarScreen {

  override class var barHeight: CGFloat { 200 }
  override class var fieldInset: CGFloat { 20 }
}

/// A text field 44 pt tall on the root view, its bottom 20 pt above the root view's bottom by
/// `bottomConstraint` (constant -20 with no keyboard up), as in the lab's `pinned` layout.
class CensusFieldScreen: CensusScreen {

  let textField = UITextField()
  var bottomConstraint: NSLayoutConstraint!

  override func loadView() {
    view = UIView()
    view.backgroundColor = .systemBackground
    textField.borderStyle = .roundedRect
    bottomConstraint = view.censusAddField(textField, inset: 20)
  }

  /// Makes `constraint` the field's bottom constraint in place of the one it had.
  func pinField(_ constraint: NSLayoutConstraint) {
    bottomConstraint.isActive = false
    bottomConstraint = constraint
    bottomConstraint.isActive = true
  }

  /// Pins the field 20 pt above the safe area's bottom, as a storyboard pins it.
  func pinFieldAboveSafeArea() {
    pinField(
      textField.bottomAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20))
  }
}

/// A form in a scroll view that fills the root view: a content view as wide as the scroll view and
/// as tall as the screen when the form is made (852 pt on the iPhone 15 in portrait), whose last
/// field, 44 pt tall, sits 20 pt above the content's bottom: in portrait, at the screen's bottom.
class CensusScrollScreen: CensusScreen {

  let scrollView = UIScrollView()
  let contentView = UIView()
  let textField = UITextField()

  override func loadView() {
    view = UIView()
    view.backgroundColor = .systemBackground
    textField.borderStyle = .roundedRect
    view.censusAddFilling(scrollView)
    contentView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(contentView)
    contentView.censusAddField(textField, inset: 20)
    let content = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      contentView.heightAnchor.constraint(equalToConstant: UIScreen.main.bounds.height),
      contentView.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      contentView.topAnchor.constraint(equalTo: content.topAnchor),
      contentView.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      contentView.bottomAnchor.constraint(equalTo: content.bottomAnchor),
    ])
  }
}

/// A storyboard's screen: the lab's `pinned` layout connects its two outlets (a content view
/// pinned to the root view's bottom, a text field 20 pt above the content's bottom).
class CensusPinnedScreen: CensusScreen {

  @IBOutlet weak var contentView: UIView!
  @IBOutlet weak var textField: UITextField!
}

extension UIView {

  /// Adds `row` along this view's bottom, edge to edge, `height` tall when given; its bottom
  /// constraint (on this view's bottom, constant 0), active.
  func censusAddAlongBottom(_ row: UIView, height: CGFloat?) -> NSLayoutConstraint {
    row.translatesAutoresizingMaskIntoConstraints = false
    addSubview(row)
    let bottom = row.bottomAnchor.constraint(equalTo: bottomAnchor)
    NSLayoutConstraint.activate(
      [
        row.leadingAnchor.constraint(equalTo: leadingAnchor),
        row.trailingAnchor.constraint(equalTo: trailingAnchor), bottom,
      ] + (height.map { [row.heightAnchor.constraint(equalToConstant: $0)] } ?? []))
    return bottom
  }

  /// Adds `field`, 44 pt tall, `inset` from this view's sides and bottom; its bottom constraint
  /// (constant `-inset`), active.
  @discardableResult
  func censusAddField(_ field: UIView, inset: CGFloat) -> NSLayoutConstraint {
    field.translatesAutoresizingMaskIntoConstraints = false
    addSubview(field)
    let bottom = field.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -inset)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
      field.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset),
      field.heightAnchor.constraint(equalToConstant: 44), bottom,
    ])
    return bottom
  }

  /// Adds `subview` filling this view.
  func censusAddFilling(_ subview: UIView) {
    _ = censusAddAlongBottom(subview, height: nil)
    subview.topAnchor.constraint(equalTo: topAnchor).isActive = true
  }
}
