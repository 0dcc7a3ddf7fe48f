import SimulationHelpers
import Testing

@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// The notch era (`docs/behaviour-model.md` §9): the keyboard's frame covers the home indicator,
/// the safe area exists where the app runs natively, and the measurement knows the indicator.
@Suite struct ModernEraTests {
  /// Code that pins its bar to the safe area's bottom and then adds the keyboard's height, as
  /// RxKeyboard's example did (RxKeyboard #84: "constrained to the safe area … there is a gap
  /// between the bar and the keyboard").
  final class SafeAreaPinningController: UIViewController {
    let constraint: NSLayoutConstraint
    let field: UITextField

    init(nib: NibObjects) {
      constraint = nib.bottomLayoutConstraint!
      field = nib.textField
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not used")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addGestureRecognizer(
        UITapGestureRecognizer(
          target: self, action: Selector("tap()", SafeAreaPinningController.tap)))
    }

    func tap() {
      field.resignFirstResponder()
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      constraint.constant = view.safeAreaInsets.bottom
      view.layoutIfNeeded()
      NotificationCenter.default.addObserver(
        self, selector: Selector("show(_:)", SafeAreaPinningController.show),
        name: UIKeyboardWillShowNotification, object: nil)
      NotificationCenter.default.addObserver(
        self, selector: Selector("hide(_:)", SafeAreaPinningController.hide),
        name: UIKeyboardWillHideNotification, object: nil)
    }

    func hide(_ notification: Notification) {
      constraint.constant = view.safeAreaInsets.bottom
      view.layoutIfNeeded()
    }

    func show(_ notification: Notification) {
      let end = (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)!.cgRectValue
      constraint.constant = view.safeAreaInsets.bottom + end.height
      view.layoutIfNeeded()
    }
  }

  private func pinnedToTheSafeArea(on device: Device, os: Int) throws -> SimulationResult {
    try runScenario("at 0 tap text-field", device: device, os: os, nib: .autoLayout2017) {
      SafeAreaPinningController(nib: $0)
    }.result
  }

  // freshOS/KeyboardLayoutGuide #10, RxKeyboard #84 and #118, KeyboardAdjuster #5: the frame's
  // height includes the home indicator, so safe area + height leaves a gap of the indicator's
  // 34 pt in portrait.
  @Test func pinningToTheSafeAreaAndAddingTheKeyboardsHeightLeavesTheIndicatorsGap() throws {
    let result = try pinnedToTheSafeArea(on: .iphonex, os: 12)
    #expect(result.rest.keyboardHeight == 335)
    #expect(result.rest.gap == 34)
    // On a phone with a home button there is no safe area at the bottom and no gap.
    #expect(try pinnedToTheSafeArea(on: .iphonese2, os: 13).rest.gap == 0)
  }

  @Test func theKeyboardCoversTheHomeIndicatorInEveryOrientation() {
    let rules = SystemRules(device: .iphonex, release: IOSRelease(12))
    #expect(rules.keyboardHeight(in: .portrait, kind: .english, quickType: true) == 335)
    #expect(rules.keyboardHeight(in: .portrait, kind: .english, quickType: false) == 291)
    #expect(rules.keyboardHeight(in: .landscapeLeft, kind: .english, quickType: true) == 194 + 21)
    let pad = SystemRules(device: .ipadpro11, release: IOSRelease(12))
    #expect(pad.keyboardHeight(in: .portrait, kind: .english, quickType: true) == 313 + 20)
    // Letterboxed, an app sees the 4-inch iPhone it was built for, with no home indicator.
    let letterboxed = SystemRules(device: .iphonex, release: IOSRelease(12), mode: .letterboxed)
    #expect(letterboxed.keyboardHeight(in: .portrait, kind: .english, quickType: true) == 253)
    #expect(letterboxed.safeArea == nil)
  }

  // At rest an edge on the indicator's top (a bar pinned to the safe area) or at the screen's
  // bottom (a background) is where content belongs: neither is pink.
  @Test func atRestAnEdgeOnTheHomeIndicatorIsClean() throws {
    let result = try runScenario(
      "at 0 tap text-field\nat 1 tap background", device: .iphonex, os: 12, nib: .autoLayout2017
    ) {
      SafeAreaPinningController(nib: $0)
    }.result
    let rest = result.rest
    #expect(rest.homeIndicator == 34)
    #expect(rest.grayBottom == 812 - 34)
    #expect(rest.gap == 0)
    var above = rest
    above.grayBottom = 812 - 40
    #expect(above.gap == 6)
  }

  @Test func aViewSeesTheSafeAreaWhereItOverlapsIt() throws {
    var insets: [UIEdgeInsets] = []
    _ = runProbe(device: .iphonex, os: 12, nib: .autoLayout2017) { probe in
      insets = [probe.rootView.safeAreaInsets, probe.nib.textField.safeAreaInsets]
    }
    #expect(insets[0] == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    // The field sits 20 pt above the screen's bottom: 14 of its 30 pt are in the indicator's inset.
    #expect(insets[1] == UIEdgeInsets(top: 0, left: 0, bottom: 14, right: 0))
  }

  // From iOS 11 a full-screen root view on an iPhone with a home button sees the status bar's
  // 20 pt as its safe area's top in portrait, and nothing in landscape, where an iPhone shows no
  // bar; an iPad keeps the bar in landscape. Before iOS 11 there is no safe area to report, and
  // read the other way the status bar is no part of it. The keyboard never sees it: a home button
  // leaves no inset at the bottom.
  @Test(arguments: [(Device.iphone7, 10, 0.0), (.iphone7, 11, 20), (.iphonese2, 17, 20)])
  func aRootViewBelowTheStatusBarSeesItAsItsSafeAreasTop(device: Device, os: Int, top: Double) {
    var insets: [UIEdgeInsets] = []
    _ = runProbe(device: device, os: os, nib: .autoLayout2017) { probe in
      insets = [probe.rootView.safeAreaInsets, probe.nib.textField.safeAreaInsets]
    }
    #expect(insets[0] == UIEdgeInsets(top: top, left: 0, bottom: 0, right: 0))
    #expect(insets[1] == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
  }

  @Test func theStatusBarsSafeAreaFollowsTheBar() {
    let bar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let none = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    let phone = SystemRules(device: .iphone7, release: IOSRelease(11))
    #expect(phone.viewSafeArea == SafeArea(portrait: bar, landscape: none))
    #expect(phone.safeArea == nil, "the device's own safe area, which the keyboard reads")
    let pad = SystemRules(device: .ipadair2, release: IOSRelease(11))
    #expect(pad.viewSafeArea == SafeArea(portrait: bar, landscape: bar))
    #expect(SystemRules(device: .iphone7, release: IOSRelease(10)).viewSafeArea == nil)
    let letterboxed = SystemRules(device: .iphonex, release: IOSRelease(12), mode: .letterboxed)
    #expect(letterboxed.viewSafeArea == nil)
    #expect(
      SystemRules(device: .iphonex, release: IOSRelease(12)).viewSafeArea == Device.iphonex.safeArea
    )
    let flipped = SystemRules(
      device: .iphone7, release: IOSRelease(11), assuming: [.statusBarTopSafeArea])
    #expect(flipped.viewSafeArea == nil)
  }

  // While the keyboard is still inside the indicator's band, the band shows no more pink than it
  // does at rest; above the band, pink counts as always.
  @Test func pinkInsideTheHomeIndicatorsBandNeverCounts() {
    var sample = Sample(
      time: 0, viewHeight: 812, keyboardHeight: 10, grayBottom: 778, viewWidth: 375)
    sample.homeIndicator = 34
    #expect(sample.gap == 0)
    sample.keyboardHeight = 60
    sample.grayBottom = 740
    #expect(sample.gap == 12)
    sample.grayBottom = 770
    #expect(sample.gap == -18)
  }
}
