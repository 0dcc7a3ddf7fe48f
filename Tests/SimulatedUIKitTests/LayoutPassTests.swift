import SimulationHelpers
import TestSupport
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// UIKit's layout pass at the end of each turn of the run loop (`Simulation+LayoutPass`): what is
/// marked for layout is laid out then, without the app calling `layoutIfNeeded()`, with the
/// callbacks UIKit makes around it [A: `setNeedsLayout()` "waits until the next update cycle";
/// `setNeedsUpdateConstraints()`, `updateViewConstraints()`, `viewWillLayoutSubviews()`].

/// A controller that logs UIKit's layout calls and runs a test's script when its view appears.
final class LayoutLoggingController: UIViewController {
  private let script: (LayoutLoggingController, Probe) -> Void
  private(set) var log: [String] = []

  init(_ script: @escaping (LayoutLoggingController, Probe) -> Void) {
    self.script = script
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.removeAll()
    script(self, Probe(simulation: Simulation.running("LayoutLoggingController")))
  }

  override func updateViewConstraints() {
    log.append("updateViewConstraints()")
    super.updateViewConstraints()
  }
  override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews()") }
  override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews()") }
  func note(_ entry: String) { log.append(entry) }
}

/// A controller that makes its own root view in `loadView()`, and logs UIKit's layout calls.
final class CodeMadeController: UIViewController {
  private(set) var log: [String] = []

  override func loadView() {
    view = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
  }
  override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews()") }
  override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews()") }
}

@Suite struct LayoutPassTests {
  /// Runs `script` in a `LayoutLoggingController` over the 2017 Auto Layout storyboard (the gray
  /// view's bottom pinned by `bottomLayoutConstraint`) on an iPhone 7, iOS 11.
  private func run(
    _ scenario: String = "at 1 tilt",
    _ script: @escaping (LayoutLoggingController, Probe) -> Void
  ) throws -> (SimulationResult, LayoutLoggingController) {
    try runScenario(scenario, device: .iphone7, os: 11, nib: .autoLayout2017) { _ in
      LayoutLoggingController(script)
    }
  }

  // A constant changed with no layoutIfNeeded() moves nothing in the same turn, and lands at the
  // end of it, without animation (none is open then).
  @Test func aConstraintChangeLandsAtTheEndOfTheTurnWithoutLayoutIfNeeded() throws {
    let notebook = Notebook()
    let (result, _) = try run { _, probe in
      probe.at(0.5) {
        notebook["before"] = Double(probe.grayView.frame.height)
        probe.nib.bottomLayoutConstraint?.constant = 200
        notebook["same turn"] = Double(probe.grayView.frame.height)
      }
      probe.at(0.6) { notebook["next turn"] = Double(probe.grayView.frame.height) }
    }
    #expect(notebook["same turn"] == notebook["before"])
    #expect(notebook["next turn"] == notebook["before"].map { $0 - 200 })
    #expect(result.sets(of: "grayView.frame").count == 1)
    #expect(result.animations(of: "grayView.frame").isEmpty)
  }

  // The keyboard's will-show is posted inside the keyboard's animation (§3), so a constant the
  // handler changes without layoutIfNeeded() is laid out by the pass that closes that animation
  // and moves with the keyboard: its duration and curve, inherited.
  @Test(arguments: [(Device.iphone5, 6), (.iphone5, 8), (.iphone7, 11)])
  func aConstraintChangedInTheWillShowHandlerMovesWithTheKeyboard(device: Device, os: Int) throws {
    let (result, _) = try runScenario(
      "at 0 tap text-field", device: device, os: os, nib: .autoLayout2017
    ) { nib in
      let controller = RecordingController(nib: nib)
      controller.onWillShow = { _, _ in nib.bottomLayoutConstraint?.constant = 216 }
      return controller
    }
    let record = try #require(result.animations(of: "grayView.frame").last)
    #expect(record.origin == "keyboard")
    #expect(record.curve == (os >= 7 ? "keyboard spring" : "easeInOut"))
    #expect(record.duration == 0.25)
  }

  // setNeedsUpdateConstraints() on the root view: the controller's updateViewConstraints() runs at
  // the end of the turn, before the layout, which viewWillLayoutSubviews() and
  // viewDidLayoutSubviews() surround [A].
  @Test func updateViewConstraintsRunsBeforeTheLayoutItsCallbacksSurround() throws {
    let (_, controller) = try run { controller, probe in
      probe.at(0.5) {
        probe.rootView.setNeedsUpdateConstraints()
        probe.rootView.setNeedsLayout()
        controller.note("turn ends")
      }
    }
    #expect(
      controller.log == [
        "turn ends", "updateViewConstraints()", "viewWillLayoutSubviews()",
        "viewDidLayoutSubviews()",
      ])
  }

  // A subclass's layoutSubviews() runs when UIKit lays the view out: after setNeedsLayout(), at
  // the end of the turn, and when its size changes [A]. The view sits below the status bar, whose
  // 20 pt are the safe area's top on iOS 11 (a view under it would be laid out for that too).
  @Test func aSubclassesLayoutSubviewsRunsAtThePassAfterSetNeedsLayoutOrAResize() throws {
    let view = LoggingView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    _ = try run { _, probe in
      probe.at(0.25) { probe.rootView.addSubview(view) }
      probe.at(0.5) {
        view.setNeedsUpdateConstraints()
        view.setNeedsLayout()
      }
      probe.at(0.75) { view.frame.size.height = 50 }
    }
    #expect(
      view.log.filter { $0.hasPrefix("layoutSubviews") || $0.hasPrefix("updateConstraints") }
        == ["updateConstraints()", "layoutSubviews()", "layoutSubviews()"])
  }

  // The controller whose root view is laid out hears of it, whoever gave it that view: a child
  // whose own loadView() sets `view`, as a controller made in code does, hears
  // viewWillLayoutSubviews() and viewDidLayoutSubviews() around its view's layout; a plain
  // view's layout beside it is no controller's (`UIView.shownController`).
  @Test func aLayoutTellsTheControllerWhoseRootViewItLaysOutAndNoOther() throws {
    let child = CodeMadeController()
    let plain = UIView(frame: CGRect(x: 0, y: 400, width: 100, height: 100))
    let notebook = Notebook()
    let (_, controller) = try run { controller, probe in
      probe.at(0.25) {
        controller.addChild(child)
        probe.rootView.addSubview(child.view)
        child.didMove(toParent: controller)
        probe.rootView.addSubview(plain)
      }
      probe.at(0.5) {
        notebook["child calls"] = Double(child.log.count)
        controller.note("turn ends")
        child.view.setNeedsLayout()
        plain.setNeedsLayout()
      }
    }
    let before = try #require(notebook["child calls"])
    #expect(
      Array(child.log.dropFirst(Int(before)))
        == ["viewWillLayoutSubviews()", "viewDidLayoutSubviews()"])
    #expect(Array(controller.log.drop { $0 != "turn ends" }) == ["turn ends"])
  }

  // With .layoutSubviews the block lays out what its changes marked, inside the animation [A].
  @Test func theLayoutSubviewsOptionAnimatesAConstraintChange() throws {
    let (result, _) = try run { _, probe in
      probe.at(0.5) {
        UIView.animate(
          withDuration: 0.3, delay: 0, options: [.layoutSubviews, .curveLinear],
          animations: { probe.nib.bottomLayoutConstraint?.constant = 100 })
      }
    }
    let record = try #require(result.animations(of: "grayView.frame").last)
    #expect(record.origin == "UIView.animate" && record.duration == 0.3)
  }

  // safeAreaInsetsDidChange() tells a view its safe area changed (iOS 11) [A]: on the iPhone X
  // the root view's bottom inset is 34 pt in portrait and 21 pt in landscape.
  @Test func aRotationTellsAViewItsSafeAreaChanged() throws {
    final class SafeAreaView: UIView {
      var bottoms: [CGFloat] = []
      override func safeAreaInsetsDidChange() { bottoms.append(safeAreaInsets.bottom) }
    }
    let view = SafeAreaView(frame: .zero)
    _ = try runScenario("at 1 rotate landscape-left", device: .iphonex, os: 12) { _ in
      LayoutLoggingController { _, probe in
        view.frame = probe.rootView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        probe.rootView.addSubview(view)
      }
    }
    #expect(view.bottoms == [34, 21])
  }

  // A view is told when the view holding it moves it over the home indicator, its own frame
  // unchanged: the pass works a view's insets out again whenever a view above it changed
  // (`SafeAreaCheck`). On the iPhone X the bottom 34 pt of the screen are the home indicator's.
  // The holder stays clear of them (200 to 250, then 312 to 362), so its own insets do not change
  // and no view is told before this one: only the holder's new check makes the pass look again.
  @Test func aViewIsToldWhenTheViewHoldingItMovesIt() throws {
    final class SafeAreaView: UIView {
      var bottoms: [CGFloat] = []
      override func safeAreaInsetsDidChange() { bottoms.append(safeAreaInsets.bottom) }
    }
    let holder = UIView(frame: CGRect(x: 0, y: 200, width: 375, height: 50))
    let view = SafeAreaView(frame: CGRect(x: 0, y: 450, width: 375, height: 50))
    _ = try runScenario("at 1 tilt", device: .iphonex, os: 12) { _ in
      LayoutLoggingController { _, probe in
        holder.addSubview(view)
        probe.rootView.addSubview(holder)
        probe.at(0.5) { holder.frame.origin.y = 312 }
      }
    }
    #expect(view.bottoms == [34])
  }

  // Telling a view runs the app's code, which may move any view: the views after it in the same
  // pass are worked out again, as though none had been before. Here the view told at 0.5 s moves
  // the view holding it to the screen's bottom, and the view below it, now over the home
  // indicator, is told in that pass, at 0.5 s, not at the next piece of work (the tilt at 1 s).
  @Test func aViewMovedByAnotherViewsSafeAreaCallIsToldInTheSamePass() throws {
    final class SafeAreaView: UIView {
      var told: () -> Void = {}
      override func safeAreaInsetsDidChange() { told() }
    }
    let notebook = Notebook()
    let holder = UIView(frame: CGRect(x: 0, y: 300, width: 375, height: 100))
    let mover = SafeAreaView(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
    let below = SafeAreaView(frame: CGRect(x: 0, y: 50, width: 375, height: 50))
    _ = try runScenario("at 1 tilt", device: .iphonex, os: 12) { _ in
      LayoutLoggingController { _, probe in
        holder.addSubview(mover)
        holder.addSubview(below)
        probe.rootView.addSubview(holder)
        mover.told = { holder.frame.origin.y = 712 }
        below.told = { [unowned below] in
          notebook.log("\(probe.now.seconds) s: bottom \(below.safeAreaInsets.bottom)")
        }
        probe.at(0.5) { mover.frame.origin.y = -300 }
      }
    }
    #expect(notebook.events == ["0.5 s: bottom 34.0"])
  }
}
