import SimulationHelpers
import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// A chat screen built as Chatto's `KeyboardTrackingView` and ALTextInputBar's
/// `ALKeyboardObservingView` build theirs: the input bar (50 pt, a field inside it) is in the
/// root view, and the field's input accessory is a view as tall as the bar that observes its
/// superview, the keyboard's host, and puts the bar's bottom on its own: the bar sits exactly
/// where the accessory is. What the accessory draws is `drawing`.
final class FollowedAccessoryController: UIViewController {
  /// What the accessory draws.
  enum Drawing {
    /// Nothing: a clear background and no subviews, as the libraries' trackers.
    case clear
    /// Its background, an opaque colour.
    case opaque
    /// One opaque subview with this frame, in the accessory's coordinates, on a clear background.
    case subview(CGRect)
  }

  /// A view that reports its superview's top each time the superview's center moves.
  final class HostObserver: UIView {
    var hostTopChanged: ((CGFloat) -> Void)?

    override func willMove(toSuperview newSuperview: UIView?) {
      superview?.removeObserver(self, forKeyPath: "center")
      newSuperview?.addObserver(self, forKeyPath: "center", options: .new, context: nil)
    }

    override func observeValue(
      forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
      context: UnsafeMutableRawPointer?
    ) {
      if let host = superview { hostTopChanged?(host.frame.minY) }
    }
  }

  static let barHeight: CGFloat = 50
  let inputBar = UIView()
  let messageField = UITextField()
  let accessory = HostObserver(frame: CGRect(x: 0, y: 0, width: 375, height: barHeight))
  private var inputBarBottom: NSLayoutConstraint!
  /// The keyboard's end frames, as the will-show notifications post them.
  private(set) var endFrames: [CGRect] = []

  init(drawing: Drawing) {
    super.init(nibName: nil, bundle: nil)
    switch drawing {
    case .clear:
      accessory.backgroundColor = .clear
    case .opaque:
      accessory.backgroundColor = .secondarySystemBackground
    case .subview(let frame):
      let subview = UIView(frame: frame)
      subview.backgroundColor = .white
      accessory.addSubview(subview)
    }
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    // The test's nib holds a field of its own: the bar's is the one to tap.
    for subview in view.subviews { subview.removeFromSuperview() }
    inputBar.translatesAutoresizingMaskIntoConstraints = false
    inputBar.backgroundColor = .secondarySystemBackground
    messageField.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(inputBar)
    inputBar.addSubview(messageField)
    inputBarBottom = inputBar.bottomAnchor.constraint(equalTo: view.bottomAnchor)
    NSLayoutConstraint.activate([
      inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      inputBar.heightAnchor.constraint(equalToConstant: Self.barHeight),
      inputBarBottom,
      messageField.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 8),
      messageField.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -8),
      messageField.topAnchor.constraint(equalTo: inputBar.topAnchor, constant: 8),
      messageField.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor, constant: -8),
    ])
    messageField.inputAccessoryView = accessory
    accessory.hostTopChanged = { [weak self] top in
      guard let self else { return }
      // The accessory's bottom, the host's top plus its height, in the root view.
      let accessoryBottom = self.view.convert(CGPoint(x: 0, y: top), from: nil).y + Self.barHeight
      self.inputBarBottom.constant = min(0, accessoryBottom - self.view.bounds.maxY)
      self.view.layoutIfNeeded()
    }
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboard(_:)", FollowedAccessoryController.keyboard),
      name: UIResponder.keyboardWillShowNotification, object: nil)
    view.addGestureRecognizer(
      UITapGestureRecognizer(
        target: self,
        action: Selector("backgroundTapped()", FollowedAccessoryController.backgroundTapped)))
  }

  /// A tap on the background ends editing: the keyboard goes down, the accessory with it.
  func backgroundTapped() {
    messageField.resignFirstResponder()
  }

  func keyboard(_ notification: Notification) {
    if let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue {
      endFrames.append(frame.cgRectValue)
    }
  }
}

/// What counts as keyboard on screen, for the judge and the pictures, is the keyboard proper and
/// the parts of its input accessory that draw; the notifications' frames hold the whole accessory
/// whatever it draws (`Simulation.drawnKeyboardHeight(framesHeight:)`) [A: `UIView`'s
/// `backgroundColor`, `isHidden`, `alpha`; 1: Chatto's and ALTextInputBar's clear trackers].
@Suite struct ClearAccessoryTests {
  /// The iPhone 7's portrait keyboard with the QuickType bar on iOS 11 [S], and its screen.
  private let keyboardHeight = 258.0
  private let screenHeight = 667.0

  private func run(_ drawing: FollowedAccessoryController.Drawing) throws -> (
    result: SimulationResult, controller: FollowedAccessoryController
  ) {
    try runScenario("at 0 tap text-field\nat 1 tap background", device: .iphone7, os: 11) { _ in
      FollowedAccessoryController(drawing: drawing)
    }
  }

  // The bar sits where the clear accessory is, on the keyboard proper: nothing covers it at rest
  // (its bottom on the keyboard's top, 409 pt) or in any frame of the keyboard's coming and going.
  @Test func aClearAccessoryOverABarFollowingItCoversNothing() throws {
    let (result, controller) = try run(.clear)
    // The frames hold the accessory: 258 pt of keyboard and the 50 pt accessory.
    #expect(controller.endFrames.map { Double($0.height) } == [keyboardHeight + 50])
    let up = try #require(result.rests.last)
    #expect(up.keyboardHeight == keyboardHeight)
    #expect(up.edge == screenHeight - keyboardHeight && up.gap == 0)
    let deepest = try #require(result.samples.map(\.gap).min())
    #expect(deepest > -VerdictRules.standard.restTolerance)
  }

  // The same bar behind an accessory with an opaque background: the accessory is keyboard, and
  // the bar, exactly beneath it, is covered, its 50 pt.
  @Test func anOpaqueAccessoryCoversTheBarBeneathIt() throws {
    let (result, controller) = try run(.opaque)
    #expect(controller.endFrames.map { Double($0.height) } == [keyboardHeight + 50])
    let up = try #require(result.rests.last)
    #expect(up.keyboardHeight == keyboardHeight + 50)
    #expect(up.gap == -50)
  }

  // A clear accessory with one opaque subview 20 pt below its top, 30 pt tall and 60 pt wide:
  // the keyboard on screen reaches the subview's top, and 30 pt of the bar is covered.
  @Test func anAccessoryWithOneOpaqueSubviewCoversFromTheSubviewsTop() throws {
    let (result, controller) = try run(.subview(CGRect(x: 300, y: 20, width: 60, height: 30)))
    #expect(controller.endFrames.map { Double($0.height) } == [keyboardHeight + 50])
    let up = try #require(result.rests.last)
    #expect(up.keyboardHeight == keyboardHeight + 30)
    #expect(up.gap == -30)
  }

  // With the keyboard down again the accessory has gone with it: nothing is left on screen, and
  // the bar is back at the root view's bottom.
  @Test func theClearAccessoryLeavesWithTheKeyboard() throws {
    let (result, _) = try run(.clear)
    #expect(result.rest.keyboardHeight == 0)
    #expect(result.rest.edge == screenHeight && result.rest.gap == 0)
  }

  // What an accessory leaves clear at its top: all of it when hidden, transparent or clear and
  // empty; none of it when its background draws, a toolbar's own material included; down to its
  // highest visible subview otherwise, where hidden and empty subviews draw nothing.
  @Test func theClearTopOfAnAccessory() {
    let frame = CGRect(x: 0, y: 0, width: 375, height: 44)
    let empty = UIView(frame: frame)
    #expect(Simulation.clearTop(of: empty) == 44)
    let opaque = UIView(frame: frame)
    opaque.backgroundColor = .white
    #expect(Simulation.clearTop(of: opaque) == 0)
    opaque.isHidden = true
    #expect(Simulation.clearTop(of: opaque) == 44)
    let transparent = UIView(frame: frame)
    transparent.backgroundColor = .white
    transparent.alpha = 0
    #expect(Simulation.clearTop(of: transparent) == 44)
    #expect(Simulation.clearTop(of: UIToolbar(frame: frame)) == 0)
    let holder = UIView(frame: frame)
    let hidden = UIView(frame: CGRect(x: 0, y: 2, width: 375, height: 10))
    hidden.isHidden = true
    holder.addSubview(hidden)
    holder.addSubview(UIView(frame: CGRect(x: 0, y: 4, width: 0, height: 10)))
    holder.addSubview(UIView(frame: CGRect(x: 10, y: 12, width: 40, height: 20)))
    #expect(Simulation.clearTop(of: holder) == 12)
  }
}
