import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// A form whose field sits in a scroll view inside another: the judge measures the outermost
/// scroll view that holds the field (`docs/behaviour-model.md` §1), the one a controller insets
/// for the keyboard, not the inner one, which scrolls with the outer's content.

/// A page scroll view filling the root view, holding a carousel's scroll view as tall as the page,
/// holding the field near its top; the keyboard's height goes into the page's bottom inset.
final class NestedScrollController: UIViewController {
  var pageScrollView: UIScrollView!
  var carouselScrollView: UIScrollView!
  var textField: UITextField!

  override func viewDidLoad() {
    super.viewDidLoad()
    pageScrollView = UIScrollView(frame: view.bounds)
    carouselScrollView = UIScrollView(frame: view.bounds)
    textField = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
    carouselScrollView.addSubview(textField)
    pageScrollView.addSubview(carouselScrollView)
    view.addSubview(pageScrollView)
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillShow(_:)", NestedScrollController.keyboardWillShow),
      name: UIKeyboardWillShowNotification, object: nil)
  }

  func keyboardWillShow(_ notification: Notification) {
    let frame = (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    pageScrollView.contentInset = UIEdgeInsets(
      top: 0, left: 0, bottom: frame?.height ?? 0, right: 0)
  }
}

enum NestedScrollApp: ControllerLayoutVariant {
  static let info = VariantInfo(
    name: "NestedScroll", shortName: "NS", abstract: "Insets the outer of two scroll views.",
    nib: .controllerLayout(.none), deploymentTarget: IOSRelease(10, 0), deviceFamily: .universal,
    defaultTarget: RunTarget(device: .iphone7, release: IOSRelease(10)))
  static let defaultLayout = ControllerLayout.none

  static func makeController(connectedTo nib: NibObjects) throws(OutletError) -> UIViewController {
    NestedScrollController()
  }
}

@Suite struct NestedScrollViewTests {
  // On an iPhone 7 on iOS 10 the keyboard is 258 pt tall. The page's inset makes what it can show
  // end at 667 − 258 = 409 pt, the keyboard's top; the carousel inside it has no inset and ends at
  // the screen's bottom, 667 pt. The edge is the page's, the outermost scroll view holding the
  // field: the run is clean. Were it the innermost, the carousel's 667 would be 258 pt under the
  // keyboard.
  @Test func theOutermostScrollViewHoldingTheFieldIsTheEdge() throws {
    let run = SchmeeboardRun.timeline(
      of: NestedScrollApp.self, switches: ControllerLayoutSwitches(layout: nil),
      on: RunTarget(device: .iphone7, release: IOSRelease(10)),
      scenario: BuiltInScenario.showHide.scenario)
    let keyboardUp = try #require(run.rests.first { $0.keyboardIsUp })
    #expect(keyboardUp.edgeBottom == 409)
    #expect(keyboardUp.grayBottom == 667, "the page, the root view's subview holding the field")
    #expect(run.verdict == .clean)
  }
}
