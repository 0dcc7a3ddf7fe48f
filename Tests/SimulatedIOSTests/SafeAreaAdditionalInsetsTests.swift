import SimulationHelpers
import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// A controller that adds 100 pt to its view's safe area at the bottom, with a bar pinned to the
/// safe area's bottom, a view over the whole root view and one over its top half, and that notes
/// the root view's insets each time it is told they changed.
final class AdditionalInsetsController: UIViewController {
  let bar = UIView()
  let whole = UIView()
  let topHalf = UIView()
  private(set) var toldInsets: [UIEdgeInsets] = []
  /// At the last layout: the root view's insets and height, the bar's bottom, the two views'
  /// insets.
  private(set) var laidOut:
    (
      root: UIEdgeInsets, height: CGFloat, barBottom: CGFloat, whole: UIEdgeInsets,
      topHalf: UIEdgeInsets
    )?

  override func viewDidLoad() {
    super.viewDidLoad()
    // The test's nib holds views of its own: the controller's are the ones measured.
    for subview in view.subviews { subview.removeFromSuperview() }
    whole.frame = view.bounds
    whole.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    topHalf.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height / 2)
    bar.translatesAutoresizingMaskIntoConstraints = false
    for subview in [whole, topHalf, bar] { view.addSubview(subview) }
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      bar.heightAnchor.constraint(equalToConstant: 50),
    ])
    additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    laidOut = (
      view.safeAreaInsets, view.bounds.height, bar.frame.maxY, whole.safeAreaInsets,
      topHalf.safeAreaInsets
    )
  }

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    toldInsets.append(view.safeAreaInsets)
  }
}

/// `additionalSafeAreaInsets` (iOS 11) [A: "custom insets that you specify to modify the view
/// controller's safe area"]: the root view's safe area shrinks by them, what is pinned to it
/// follows, views inside reach into the smaller area by what they overlap, and the controller is
/// told.
@Suite struct SafeAreaAdditionalInsetsTests {
  @Test func theRootViewsSafeAreaShrinksByTheAddedInsets() throws {
    let (_, controller) = try runScenario("at 1 tilt", device: .iphone15, os: 18) { _ in
      AdditionalInsetsController()
    }
    let laidOut = try #require(controller.laidOut)
    // The iPhone 15's insets in portrait (59 pt at the top, 34 at the bottom) and the 100 added.
    let expected = UIEdgeInsets(top: 59, left: 0, bottom: 34 + 100, right: 0)
    #expect(laidOut.root == expected)
    #expect(laidOut.barBottom == laidOut.height - 134)
    #expect(laidOut.whole == expected)
    #expect(laidOut.topHalf == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    #expect(controller.toldInsets.last == expected)
  }
}
