import SimulationHelpers
import TestSupport
import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// `UIView`: converting rectangles between the window and a view (`docs/behaviour-model.md` §6), and layout
/// (autoresizing at once, constraints at `layoutIfNeeded`).

@Suite struct UIViewTests {
  private static let iPhone5 = CGSize(width: 320, height: 568)

  /// A window on an iPhone 5 turned to `orientation`, with a root view laid out for it below a
  /// status bar of `top` points.
  private func rootView(
    in orientation: UIInterfaceOrientation, fixedInPortrait: Bool, top: CGFloat
  ) -> (window: UIWindow, root: UIView) {
    let space = ScreenSpace(portraitSize: Self.iPhone5)
    let window = UIWindow(
      space: space, isFixedInPortrait: fixedInPortrait, safeArea: nil,
      baseCoordinatesStartAtWindow: true)
    window.interfaceOrientation = orientation
    let size = space.interfaceSize(in: orientation)
    let root = UIView(frame: CGRect(x: 0, y: top, width: size.width, height: size.height - top))
    window.addSubview(root)
    return (window, root)
  }

  // MARK: - convert(_:from: nil) before iOS 8

  // The keyboard's frame as the screen reports it before iOS 8, and where it is in the root view.
  @Test(arguments: [
    (
      UIInterfaceOrientation.portrait, CGRect(x: 0, y: 352, width: 320, height: 216),
      CGRect(x: 0, y: 332, width: 320, height: 216)
    ),
    (
      .portraitUpsideDown, CGRect(x: 0, y: 0, width: 320, height: 216),
      CGRect(x: 0, y: 332, width: 320, height: 216)
    ),
    (
      .landscapeLeft, CGRect(x: 158, y: 0, width: 162, height: 568),
      CGRect(x: 0, y: 138, width: 568, height: 162)
    ),
    (
      .landscapeRight, CGRect(x: 0, y: 0, width: 162, height: 568),
      CGRect(x: 0, y: 138, width: 568, height: 162)
    ),
  ])
  func beforeIOS7ConvertFromNilUndoesTheTurnAndTheStatusBar(
    orientation: UIInterfaceOrientation, screen: CGRect, expected: CGRect
  ) {
    let (window, root) = rootView(in: orientation, fixedInPortrait: true, top: 20)
    #expect(root.convert(screen, from: nil) == expected)
    #expect(root.window === window)
  }

  @Test(arguments: UIInterfaceOrientation.allCases)
  func onIOS7TheRootViewIsFullScreenButTheWindowStillPortrait(orientation: UIInterfaceOrientation) {
    let (window, root) = rootView(in: orientation, fixedInPortrait: true, top: 0)
    let screen = ScreenSpace(portraitSize: Self.iPhone5)
    let size = screen.interfaceSize(in: orientation)
    let keyboard = CGRect(x: 0, y: size.height - 200, width: size.width, height: 200)
    let reported = screen.portraitRect(fromInterface: keyboard, in: orientation)
    #expect(root.convert(reported, from: nil) == keyboard)
    #expect(root.window === window)
  }

  // A corner rect, which tells the two landscape turns apart (see ScreenSpaceTests).
  @Test(arguments: [
    (UIInterfaceOrientation.portrait, CGRect(x: 0, y: -20, width: 20, height: 10)),
    (.portraitUpsideDown, CGRect(x: 300, y: 538, width: 20, height: 10)),
    (.landscapeLeft, CGRect(x: 558, y: -20, width: 10, height: 20)),
    (.landscapeRight, CGRect(x: 0, y: 280, width: 10, height: 20)),
  ])
  func theScreensTopLeftCornerLandsWhereTheTurnPutsIt(
    orientation: UIInterfaceOrientation, expected: CGRect
  ) {
    let (window, root) = rootView(in: orientation, fixedInPortrait: true, top: 20)
    #expect(root.convert(CGRect(x: 0, y: 0, width: 20, height: 10), from: nil) == expected)
    #expect(root.window === window)
  }

  @Test(arguments: UIInterfaceOrientation.allCases)
  func fromIOS8ConvertFromNilIsTheIdentityForAFullScreenRootView(
    orientation: UIInterfaceOrientation
  ) {
    let (window, root) = rootView(in: orientation, fixedInPortrait: false, top: 0)
    let rect = CGRect(x: 7, y: 126, width: 568, height: 194)
    #expect(root.convert(rect, from: nil) == rect)
    #expect(root.window === window)
  }

  @Test(arguments: [
    (true, UIInterfaceOrientation.landscapeLeft), (true, .portrait), (false, .landscapeRight),
  ])
  func convertingBetweenTwoViewsIgnoresTheTurn(
    fixedInPortrait: Bool, orientation: UIInterfaceOrientation
  ) {
    let (window, root) = rootView(in: orientation, fixedInPortrait: fixedInPortrait, top: 20)
    let child = UIView(frame: CGRect(x: 10, y: 30, width: 100, height: 100))
    let grandchild = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    root.addSubview(child)
    child.addSubview(grandchild)
    #expect(
      root.convert(grandchild.bounds, from: grandchild)
        == CGRect(x: 15, y: 35, width: 10, height: 10))
    #expect(
      grandchild.convert(CGRect(x: 15, y: 35, width: 1, height: 1), from: root)
        == CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(grandchild.window === window)
  }

  @Test func aViewOutsideAnyWindowConvertsNothing() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(view.convert(rect, from: nil) == rect)
    #expect(view.window == nil)
  }

  // Through a running simulation, with the status bar and window each iOS version gives: the
  // keyboard's end frame, converted, sits at the root view's bottom in every orientation.
  @Test(arguments: [5, 6, 7, 8, 11], UIInterfaceOrientation.allCases)
  func convertFromNilPutsTheKeyboardAtTheRootViewsBottom(
    os: Int, orientation: UIInterfaceOrientation
  ) throws {
    let device = Device.phone(running: os)
    let scenario =
      orientation == .portrait
      ? "at 0 tap text-field" : "at 0 rotate \(orientation.scenarioName)\nat 1 tap text-field"
    let converted = Notebook()
    let (_, controller) = try runRecording(scenario, device: device, os: os) { controller in
      controller.onWillShow = { controller, notification in
        let end =
          (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        let rect = controller.view.convert(end, from: nil)
        (converted["x"], converted["y"], converted["width"], converted["height"]) = (
          rect.minX, rect.minY, rect.width, rect.height
        )
      }
    }
    let bounds = controller.view.bounds
    let rules = SystemRules(device: device, release: IOSRelease(os))
    let height = CGFloat(rules.keyboardHeight(in: orientation, kind: .english))
    let expected: [String: Double] = [
      "x": 0, "y": bounds.height - height, "width": bounds.width, "height": height,
    ]
    #expect(converted.values == expected)
    let top: CGFloat = os <= 6 ? 20 : 0
    let screen = ScreenSpace(portraitSize: device.portraitScreen).interfaceSize(in: orientation)
    #expect(
      controller.view.frame
        == CGRect(x: 0, y: top, width: screen.width, height: screen.height - top))
  }

  // Apple-FrameKeys: the keyboard's frame is in the screen's coordinate space, which differs from
  // the views' when the app is not full screen (Split View, Stage Manager); converting "from nil"
  // reads it as the window's own coordinates (`windowCoordinatesStartAtTheWindow`).
  @Test func inSplitViewConvertFromNilReadsTheScreenFrameAsTheWindows() throws {
    let fromNil = Notebook()
    let fromScreen = Notebook()
    let text = "at 0 split-view narrow\nat 1 tap text-field"
    let (result, _) = try runRecording(text, device: .ipadair2, os: 9) { controller in
      controller.onWillShow = { controller, notification in
        let end =
          (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        let rect = controller.view.convert(end, from: nil)
        (fromNil["x"], fromNil["y"], fromNil["width"], fromNil["height"]) = (
          rect.minX, rect.minY, rect.width, rect.height
        )
        guard let screen = controller.view.window?.screen else { return }
        let converted = controller.view.convert(end, from: screen.coordinateSpace)
        (fromScreen["x"], fromScreen["y"]) = (converted.minX, converted.minY)
      }
    }
    // The keyboard spans the screen (screen coordinates); the app's pane starts 448 pt in, which
    // only the screen's coordinate space knows.
    let show = try #require(
      result.firstPost("UIKeyboardWillShow").map { result.posts(from: $0)[0] })
    #expect(show.frameEnd == [0, 711, 768, 313])
    #expect(fromNil.values == ["x": 0, "y": 711, "width": 768, "height": 313])
    #expect(fromScreen.values == ["x": -448, "y": 711])
  }

  // A Stage Manager window 60 pt below the screen's top: the frame converted from nil is 60 pt
  // too low, the one converted from the screen's coordinate space is where the keyboard is.
  @Test func inAStageManagerWindowConvertFromNilMissesTheWindowsTop() throws {
    let fromNil = Notebook()
    let fromScreen = Notebook()
    let text = "at 0 stage-manager 107 60 620 900\nat 1 tap text-field"
    _ = try runRecording(text, device: .ipadpro11, os: 17) { controller in
      controller.onWillShow = { controller, notification in
        let end =
          (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        fromNil["y"] = controller.view.convert(end, from: nil).minY
        guard let screen = notification.object as? UIScreen else { return }
        fromScreen["y"] = controller.view.convert(end, from: screen.coordinateSpace).minY
      }
    }
    // The iPad Pro's portrait keyboard with the QuickType bar and the home indicator: 333 pt.
    #expect(fromNil.values == ["y": 1194 - 333])
    #expect(fromScreen.values == ["y": 1194 - 333 - 60])
  }

  @Test func theTimelineShowsOnlyConversionsThatMoveTheRect() throws {
    let iOS6 = try runScenario("at 0 tap text-field", device: .iphone5, os: 6) { nib in
      ConvertingController(nib: nib)
    }
    let iOS8 = try runScenario("at 0 tap text-field", device: .iphone5, os: 8) { nib in
      ConvertingController(nib: nib)
    }
    let conversions6 = iOS6.result.entries.compactMap {
      if case .convert(let record) = $0.event { record } else { nil }
    }
    #expect(conversions6 == [ConversionRecord(from: [0, 352, 320, 216], to: [0, 332, 320, 216])])
    #expect(!iOS8.result.entries.contains { if case .convert = $0.event { true } else { false } })
  }

  // MARK: - Layout

  @Test func aSizeChangeResizesAutoresizingSubviewsAtOnce() {
    let nib = SchmeeboardNib.springsAndStruts2012.instantiate()
    nib.view.frame = CGRect(x: 0, y: 20, width: 568, height: 300)
    #expect(nib.grayView.frame == CGRect(x: 0, y: 0, width: 568, height: 300))
    #expect(nib.textField.frame == CGRect(x: 161, y: 250, width: 387, height: 30))
  }

  // `autoresizesSubviews` false: the view's size changes and its subviews keep their frames,
  // whatever their masks [A: `autoresizesSubviews`].
  @Test func aViewThatDoesNotAutoresizeItsSubviewsLeavesThemAlone() {
    let nib = SchmeeboardNib.springsAndStruts2012.instantiate()
    nib.view.autoresizesSubviews = false
    nib.view.frame = CGRect(x: 0, y: 20, width: 568, height: 300)
    #expect(nib.grayView.frame == CGRect(x: 0, y: 0, width: 320, height: 548))
  }

  @Test func aMoveWithoutResizingLeavesSubviewsAlone() {
    let nib = SchmeeboardNib.springsAndStruts2012.instantiate()
    nib.view.frame.origin.y = 0
    #expect(nib.grayView.frame == CGRect(x: 0, y: 0, width: 320, height: 548))
  }

  @Test func constrainedSubviewsWaitForLayoutIfNeeded() {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    nib.view.layoutIfNeeded()
    nib.view.frame.size = CGSize(width: 667, height: 375)
    #expect(
      nib.grayView.frame == CGRect(x: 0, y: 0, width: 375, height: 667),
      "nothing moves before layout")
    nib.view.layoutIfNeeded()
    #expect(nib.grayView.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
    #expect(
      nib.textField.frame == CGRect(x: 667 - 20 - 195, y: 375 - 20 - 30, width: 195, height: 30))
  }

  @Test func layoutIfNeededAppliesOnlyPendingChanges() {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    nib.view.layoutIfNeeded()
    // Moved by hand, with no constraint changed since: layout has nothing to do.
    nib.grayView.frame = CGRect(x: 0, y: 0, width: 375, height: 100)
    nib.view.layoutIfNeeded()
    #expect(nib.grayView.frame.height == 100)
    // A constant change is pending work: the constraints win again.
    nib.bottomLayoutConstraint?.constant = 258
    nib.view.layoutIfNeeded()
    #expect(nib.grayView.frame == CGRect(x: 0, y: 0, width: 375, height: 409))
    // setNeedsLayout asks for a pass explicitly.
    nib.grayView.frame = CGRect(x: 0, y: 0, width: 375, height: 100)
    nib.view.setNeedsLayout()
    nib.view.layoutIfNeeded()
    #expect(nib.grayView.frame.height == 409)
  }

  @Test func settingTheSameConstantIsNotAChange() {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    nib.view.layoutIfNeeded()
    nib.grayView.frame = CGRect(x: 0, y: 0, width: 375, height: 100)
    nib.bottomLayoutConstraint?.constant = 0
    nib.view.layoutIfNeeded()
    #expect(nib.grayView.frame.height == 100)
  }

  @Test func layoutIfNeededInsideAnAnimationAnimatesTheConstrainedFrames() {
    let notebook = Notebook()
    let result = runProbe(device: .iphone7, os: 10, nib: .autoLayout2017) { probe in
      probe.nib.bottomLayoutConstraint?.constant = 258
      notebook["before layout"] = Double(probe.grayView.frame.height)
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: {
          probe.rootView.layoutIfNeeded()
        })
      probe.at(0.5) { notebook["shown at 0.5"] = Double(probe.shown(probe.grayView).height) }
    }
    #expect(notebook["before layout"] == 667)
    #expect(isClose(notebook["shown at 0.5"] ?? .nan, 667 - 129))
    let record = result.animations(of: "grayView.frame").last
    #expect(record?.origin == "UIView.animate")
    #expect(record?.to == [0, 0, 375, 409])
    #expect(
      result.entries.contains {
        $0.event == .constraint(ConstraintChange(name: "bottomLayoutConstraint", constant: 258))
      })
  }
}

/// Converts the will-show's end frame into its view and nothing else.
private final class ConvertingController: RecordingController {
  override func willShowKeyboard(_ notification: Notification) {
    super.willShowKeyboard(notification)
    if let end = (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue {
      _ = view.convert(end, from: nil)
    }
  }
}
