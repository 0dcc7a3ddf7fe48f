import SimulatedUIKit

/// The hazards' choreography: what a hardware keyboard, an undocked keyboard, the
/// QuickType bar, another app's keyboard, the double-height status bar, Reduce Motion and the
/// background do to the keyboard notifications, by the rules of `SystemRules+Hazards`.
extension Simulation {
  /// Performs a hazard action, or notes why this device and iOS cannot.
  func performHazard(_ action: ScenarioAction) {
    if let refusal = rules.refusal(of: action) {
      recorder.record(.note(refusal))
      return
    }
    switch action {
    case .hardwareKeyboard(let change): changeHardwareKeyboard(change)
    case .hardwareToolbar(let change): changeHardwareToolbar(change)
    case .ipadKeyboard(let move): moveIPadKeyboard(move)
    case .interactiveDismiss: dismissInteractively()
    case .quickType(let bar): toggleQuickType(bar)
    case .otherAppKeyboard(let change): changeOtherAppKeyboard(change)
    case .statusBar(let height): changeStatusBar(height)
    case .reduceMotion(let setting): hazards.reduceMotion = setting
    case .app(let transition): changeAppState(transition)
    case .fault(let fault): hazards.faults.append(fault)
    case .stageManager(let window): placeStageManagerWindow(window)
    case .tap, .rotate, .tilt, .returnKey, .switchKeyboard, .splitView, .faceUp, .faceDown:
      fatalError("performHazard: \(action.scriptText) is not a hazard")
    }
  }

  /// Why `action` is not modelled in the state the hazards left, or `nil` when it is [M: each of
  /// these combinations is left out rather than guessed].
  func hazardStateRefusal(of action: ScenarioAction) -> String? {
    if hazards.isInBackground {
      return action == .app(.foreground) ? nil : "the app is in the background; not modelled"
    }
    switch action {
    case .splitView, .ipadKeyboard, .otherAppKeyboard:
      if stageManagerWindow != nil { return "not modelled in a Stage Manager window" }
    case .stageManager:
      if splitViewWidth != nil { return "not modelled in Split View" }
    default:
      break
    }
    switch action {
    case .rotate, .switchKeyboard, .splitView, .quickType, .interactiveDismiss, .stageManager:
      if hazards.hardwareKeyboardAttached {
        return "not modelled with a hardware keyboard attached"
      }
      if hazards.placement != .docked { return "not modelled with the keyboard undocked" }
      if hazards.otherAppKeyboardIsUp { return "not modelled with another app's keyboard up" }
    case .tap(.textField), .hardwareKeyboard, .ipadKeyboard:
      if hazards.otherAppKeyboardIsUp { return "not modelled with another app's keyboard up" }
    case .otherAppKeyboard:
      if keyboard.isVisible { return "not modelled with this app's keyboard up" }
    default:
      break
    }
    return nil
  }

  /// Whether the keyboard cross-fades instead of sliding: Reduce Motion's cross-fade option, or
  /// Reduce Motion alone where it changes the keyboard.
  var keyboardCrossFades: Bool {
    switch hazards.reduceMotion {
    case .off: false
    case .on: rules.reduceMotionChangesKeyboard
    case .crossFade: true
    }
  }

  /// What stays on screen of the software keyboard with a hardware keyboard attached: the iPad's
  /// Shortcut Bar, the iPhone's candidate bar of the Japanese keyboard, or nothing.
  var hardwareKeyboardBarHeight: Double? {
    let orientation = window.interfaceOrientation
    if rules.hardwareKeyboardLeavesShortcutBar {
      return rules.hardwareKeyboardBarOnScreen(rules.shortcutBarHeight, in: orientation)
    }
    if rules.hardwareKeyboardLeavesCandidateBarOnPhone, keyboard.kind == .japanese {
      return rules.hardwareKeyboardBarOnScreen(rules.extraRowHeight, in: orientation)
    }
    return nil
  }

  /// The frame a hardware keyboard's bar (`bar` tall on screen) is reported with, `visible`
  /// points of it on screen (the bar's height, or 0 below the screen), in screen coordinates: from
  /// iPadOS 15 the centred toolbar's own frame (`SystemRules.hardwareKeyboardToolbarIsCentred`)
  /// [1/M], or the mini toolbar's at the screen's bottom right-hand corner once it is minimised
  /// [M]; before it the software keyboard's full frame with all but the bar below the screen [S].
  func hardwareKeyboardBarFrame(
    showing visible: Double, bar: Double, in orientation: UIInterfaceOrientation
  ) -> CGRect {
    guard rules.hardwareKeyboardToolbarIsCentred else {
      return keyboardFrame(
        showing: visible, of: softwareKeyboardHeight(in: orientation), in: orientation)
    }
    let screen = window.space.interfaceSize(in: orientation)
    let width = hardwareToolbarWidth
    let left =
      hazards.toolbarIsMinimised ? Double(screen.width) - width : (Double(screen.width) - width) / 2
    let inInterface = CGRect(
      x: left, y: Double(screen.height) - visible, width: width, height: bar)
    return screenRect(fromInterface: inInterface, in: orientation)
  }

  /// The width of the hardware keyboard's toolbar on screen: the mini toolbar's once it is
  /// minimised, else the centred toolbar's.
  var hardwareToolbarWidth: Double {
    hazards.toolbarIsMinimised ? rules.miniToolbarWidth : rules.hardwareToolbarWidth
  }

  /// Whether the hardware keyboard's bar acts as part of the keyboard: always, except the mini
  /// toolbar outside a Stage Manager window
  /// (`SystemRules.minimisedToolbarActsAsKeyboardOnlyInStageManager`) [A], which overlaps the
  /// app's views while the app is told the keyboard is gone, and which the keyboard layout guide
  /// does not follow.
  var hardwareBarActsAsKeyboard: Bool {
    !hazards.toolbarIsMinimised || stageManagerWindow != nil
      || !rules.minimisedToolbarActsAsKeyboardOnlyInStageManager
  }

  /// The frame the hardware keyboard's bar (`bar` tall) is reported with while it is up: its own
  /// frame when it acts as part of the keyboard, else below the screen, as if it had gone.
  private func reportedBarFrame(bar: Double, in orientation: UIInterfaceOrientation) -> CGRect {
    hardwareKeyboardBarFrame(
      showing: hardwareBarActsAsKeyboard ? bar : 0, bar: bar, in: orientation)
  }

  // MARK: - A focused field without a docked software keyboard

  /// The field became first responder with a hardware keyboard or an undocked keyboard: the
  /// Shortcut Bar's will-show (iPad, iOS 9+), nothing at all, or the frame-change pair alone.
  func showHazardKeyboard() {
    let orientation = window.interfaceOrientation
    let height = softwareKeyboardHeight(in: orientation)
    if hazards.hardwareKeyboardAttached {
      guard let bar = hardwareKeyboardBarHeight else {
        recorder.record(.note("a hardware keyboard is attached: no keyboard comes up"))
        return
      }
      guard hardwareBarActsAsKeyboard else {
        // The mini toolbar comes back with the field, and no notification tells the app [M].
        UIView.performWithoutAnimation { moveKeyboard(to: bar) }
        return
      }
      reportKeyboardChange(
        [.UIKeyboardWillChangeFrame, .UIKeyboardWillShow],
        begin: hardwareKeyboardBarFrame(showing: 0, bar: bar, in: orientation),
        end: hardwareKeyboardBarFrame(showing: bar, bar: bar, in: orientation), toHeight: bar)
    } else {
      let floating = floatingKeyboardFrame(height: height, in: orientation)
      reportKeyboardChange(
        [.UIKeyboardWillChangeFrame],
        begin: keyboardFrame(onScreen: false, height: height, in: orientation),
        end: floating, toHeight: nil)
    }
  }

  /// The field resigned with a hardware keyboard or an undocked keyboard: the reverse.
  func hideHazardKeyboard() {
    let orientation = window.interfaceOrientation
    let height = softwareKeyboardHeight(in: orientation)
    if hazards.hardwareKeyboardAttached {
      guard let bar = hardwareKeyboardBarHeight else { return }
      guard hardwareBarActsAsKeyboard else {
        // The mini toolbar goes with the field, and no notification tells the app [M].
        UIView.performWithoutAnimation { moveKeyboard(to: 0) }
        return
      }
      reportKeyboardChange(
        [.UIKeyboardWillChangeFrame, .UIKeyboardWillHide],
        begin: hardwareKeyboardBarFrame(showing: bar, bar: bar, in: orientation),
        end: hardwareKeyboardBarFrame(showing: 0, bar: bar, in: orientation), toHeight: 0)
    } else {
      reportKeyboardChange(
        [.UIKeyboardWillChangeFrame], begin: floatingKeyboardFrame(height: height, in: orientation),
        end: keyboardFrame(onScreen: false, height: height, in: orientation), toHeight: nil)
    }
  }

  // MARK: - 1. Hardware keyboard

  private func changeHardwareKeyboard(_ change: ScenarioAction.HardwareKeyboardChange) {
    let attach = change == .attach
    guard attach != hazards.hardwareKeyboardAttached else { return }
    guard hazards.placement == .docked else {
      recorder.record(.note("not modelled with the keyboard undocked"))
      return
    }
    hazards.hardwareKeyboardAttached = attach
    guard keyboard.isVisible else {
      hazards.toolbarIsMinimised = false
      return
    }
    let orientation = window.interfaceOrientation
    let height = softwareKeyboardHeight(in: orientation)
    let full = keyboardFrame(onScreen: true, height: height, in: orientation)
    if let bar = hardwareKeyboardBarHeight {
      // iOS 9+: the keyboard shrinks to its bar, or grows back; a will-show either way, the frame
      // keeping the full height [S/1; M on iPhone]. A detach from the mini toolbar outside Stage
      // Manager starts below the screen, where the app was told the keyboard went [M].
      let barFrame = reportedBarFrame(bar: bar, in: orientation)
      hazards.toolbarIsMinimised = false
      reportKeyboardChange(
        [.UIKeyboardWillChangeFrame, .UIKeyboardWillShow], begin: attach ? full : barFrame,
        end: attach ? barFrame : full, toHeight: attach ? bar : height)
    } else {
      reportShowOrHide(show: !attach)
    }
  }

  /// Minimises the hardware keyboard's toolbar to the mini toolbar, or restores it
  /// (`SystemRules.minimisedToolbarActsAsKeyboardOnlyInStageManager`): in a Stage Manager window a
  /// will-change-frame from one toolbar's frame to the other's; outside, a will-change-frame and a
  /// will-hide as the mini toolbar stops acting as part of the keyboard (its frame below the
  /// screen), or a will-change-frame and a will-show as the full toolbar comes back [M]. The mini
  /// toolbar stays on screen, as tall as the toolbar, and covers what it overlaps [A].
  private func changeHardwareToolbar(_ change: ScenarioAction.HardwareToolbarChange) {
    guard keyboard.isVisible, hazards.hardwareKeyboardAttached, let bar = hardwareKeyboardBarHeight
    else {
      recorder.record(.note("no hardware keyboard toolbar is up to \(change.rawValue)"))
      return
    }
    let minimise = change == .minimise
    guard minimise != hazards.toolbarIsMinimised else { return }
    let orientation = window.interfaceOrientation
    let wasKeyboard = hardwareBarActsAsKeyboard
    let begin = reportedBarFrame(bar: bar, in: orientation)
    hazards.toolbarIsMinimised = minimise
    let isKeyboard = hardwareBarActsAsKeyboard
    let end = reportedBarFrame(bar: bar, in: orientation)
    let names: [Notification.Name] =
      wasKeyboard == isKeyboard
      ? [.UIKeyboardWillChangeFrame]
      : [.UIKeyboardWillChangeFrame, isKeyboard ? .UIKeyboardWillShow : .UIKeyboardWillHide]
    reportKeyboardChange(names, begin: begin, end: end, toHeight: bar)
  }

  /// Reports the software keyboard coming up (`show`) or going down as a plain show or hide does,
  /// in the interface's orientation.
  private func reportShowOrHide(show: Bool, isLocal: Bool = true, animated: Bool = true) {
    let orientation = window.interfaceOrientation
    let height = softwareKeyboardHeight(in: orientation)
    let onScreen = keyboardFrame(onScreen: true, height: height, in: orientation)
    let below = keyboardFrame(onScreen: false, height: height, in: orientation)
    reportKeyboardChange(
      [.UIKeyboardWillChangeFrame, show ? .UIKeyboardWillShow : .UIKeyboardWillHide],
      begin: show ? below : onScreen, end: show ? onScreen : below, toHeight: show ? height : 0,
      animated: animated, isLocal: isLocal)
  }

  // MARK: - 2. Undocked and split keyboards

  private func moveIPadKeyboard(_ move: ScenarioAction.IPadKeyboardMove) {
    guard keyboard.isVisible, !hazards.hardwareKeyboardAttached else {
      recorder.record(.note("no software keyboard is up to \(move.rawValue)"))
      return
    }
    let target: HazardState.Placement
    switch move {
    case .undock: target = .undocked
    case .split: target = .split
    case .dock: target = .docked
    case .float: target = .floating
    case .drag:
      moveFloatingKeyboard()
      return
    }
    let from = hazards.placement
    guard target != from else { return }
    let orientation = window.interfaceOrientation
    let height = softwareKeyboardHeight(in: orientation)
    let docked = keyboardFrame(onScreen: true, height: height, in: orientation)
    // Where it floated before the move, and where it floats after.
    let floating = floatingKeyboardFrame(height: height, in: orientation)
    hazards.placement = target
    let floatingAfter = floatingKeyboardFrame(height: height, in: orientation)
    switch (from, target) {
    case (.docked, _):
      let postsHide =
        target == .floating ? rules.floatingKeyboardPostsHide : rules.undockingPostsHide
      reportKeyboardChange(
        [.UIKeyboardWillChangeFrame] + (postsHide ? [.UIKeyboardWillHide] : []),
        begin: docked, end: keyboardFrame(onScreen: false, height: height, in: orientation),
        toHeight: 0)
    case (_, .docked):
      if rules.dockingPostsShowTwice {
        // iOS 9: willChangeFrame, didChangeFrame, willShow, willChangeFrame, willShow, then the
        // did notifications twice [1].
        postKeyboard(.UIKeyboardWillChangeFrame, begin: floating, end: docked, will: true)
        postKeyboard(.UIKeyboardDidChangeFrame, begin: floating, end: docked, will: false)
        reportKeyboardChange(
          [.UIKeyboardWillShow, .UIKeyboardWillChangeFrame, .UIKeyboardWillShow],
          didNames: [
            .UIKeyboardDidChangeFrame, .UIKeyboardDidShow, .UIKeyboardDidChangeFrame,
            .UIKeyboardDidShow,
          ], begin: floating, end: docked, toHeight: height)
      } else {
        reportKeyboardChange(
          [.UIKeyboardWillChangeFrame, .UIKeyboardWillShow], begin: floating, end: docked,
          toHeight: height)
      }
    default:
      // Between undocked, split and floating: the frame-change pair only [S].
      reportKeyboardChange(
        [.UIKeyboardWillChangeFrame], begin: floating, end: floatingAfter, toHeight: nil)
    }
  }

  /// The finger moves a keyboard that is not docked: a will-change-frame from where it was, to an
  /// empty frame (`SystemRules.movingFloatingKeyboardPostsEmptyFrame`); it stays where it was
  /// picked up [M].
  private func moveFloatingKeyboard() {
    guard hazards.placement != .docked else {
      recorder.record(.note("the keyboard is docked: nothing to drag"))
      return
    }
    let height = softwareKeyboardHeight(in: window.interfaceOrientation)
    let floating = floatingKeyboardFrame(height: height, in: window.interfaceOrientation)
    reportKeyboardChange(
      [.UIKeyboardWillChangeFrame], begin: floating,
      end: rules.movingFloatingKeyboardPostsEmptyFrame ? .zero : floating, toHeight: nil)
  }

  /// Where a keyboard that is not docked floats, in screen coordinates: `floatingKeyboardRect`,
  /// the one place its geometry is decided, as the notifications carry it.
  private func floatingKeyboardFrame(height: Double, in orientation: UIInterfaceOrientation)
    -> CGRect
  {
    let rect = floatingKeyboardRect(height: height, in: orientation)
    return rules.screenFollowsInterface
      ? rect : window.space.portraitRect(fromInterface: rect, in: orientation)
  }

  /// The phone-sized floating keyboard of iPadOS 13: 320 pt wide, as tall as a 4-inch iPhone's
  /// with the QuickType bar, 253 pt [M: "shrink the keyboard down", Vernroseman-FloatingKeyboard].
  static let floatingKeyboardSize = CGSize(width: 320, height: 253)

  /// Where a keyboard `height` tall floats when it is not docked, in the interface's coordinates:
  /// an undocked or split one spans the screen with its bottom at the screen's middle [M]; the
  /// floating keyboard sits at the left side, its bottom on the home indicator's top [1: it "comes
  /// in on the left side"; M: at the bottom]. The notifications post it (`floatingKeyboardFrame`)
  /// and a sample draws it.
  func floatingKeyboardRect(height: Double, in orientation: UIInterfaceOrientation) -> CGRect {
    let screen = window.space.interfaceSize(in: orientation)
    guard hazards.placement == .floating else {
      return CGRect(
        x: 0, y: Double(screen.height) / 2 - height, width: Double(screen.width), height: height)
    }
    let size = Self.floatingKeyboardSize
    let bottom = Double(screen.height) - Double(window.screenSafeAreaInsets.bottom)
    return CGRect(
      x: 0, y: bottom - Double(size.height), width: Double(size.width),
      height: Double(size.height))
  }

  // MARK: - 9. Interactive dismissal

  /// How long the finger takes to drag the keyboard off the screen [M: a steady half-second
  /// swipe; the user can take "several seconds" (openradar 15341512)].
  static let interactiveDragDuration = 0.5

  /// The finger drags the keyboard down and off the screen from a scroll view that dismisses it
  /// interactively: the keyboard follows the finger and nothing is posted; once it is off the
  /// screen the field resigns and the hide is posted, from where the finger left it
  /// (`SystemRules.interactiveDismissalPostsOnRelease`). With the rule flipped, the hide is posted
  /// as the drag begins, as a tap's would be.
  private func dismissInteractively() {
    guard keyboard.isVisible else {
      recorder.record(.note("no keyboard is up to drag down"))
      return
    }
    guard rules.interactiveDismissalPostsOnRelease else {
      _ = judgedField?.resignFirstResponder()
      return
    }
    hazards.keyboardDraggedDown = keyboard.currentHeight
    let endDrag = beginDismissingDrag(down: keyboard.currentHeight)
    _ = animator.perform(
      .own(
        "finger", duration: Self.interactiveDragDuration, curve: .linear,
        beginsFromCurrentState: true)
    ) { [self] in
      if rules.keyboardLayoutGuideFollowsDismissGesture {
        moveKeyboard(to: 0)
      } else {
        animator.change(keyboard.height, to: SIMD4(0, 0, 0, 0), source: .app)
      }
    }
    schedule(after: Self.interactiveDragDuration) { [self] in
      endDrag()
      _ = judgedField?.resignFirstResponder()
    }
  }

  // MARK: - 3. QuickType bar

  private func toggleQuickType(_ bar: ScenarioAction.QuickTypeBar) {
    let on = bar == .on
    guard on != (hazards.quickTypeOn ?? rules.hasQuickType) else { return }
    hazards.quickTypeOn = on
    guard keyboard.isVisible, hazards.keyboardIsDockedSoftware else { return }
    resizeVisibleKeyboard(
      duration: rules.quickTypeToggleDuration, postsWillShow: rules.quickTypeTogglePostsWillShow)
  }

  // MARK: - 5. Another app's keyboard

  private func changeOtherAppKeyboard(_ change: ScenarioAction.OtherAppKeyboardChange) {
    let show = change == .show
    guard show != hazards.otherAppKeyboardIsUp else { return }
    hazards.otherAppKeyboardIsUp = show
    reportShowOrHide(show: show, isLocal: rules.otherAppsKeyboardIsLocal)
  }

  // MARK: - 6. The double-height status bar

  private func changeStatusBar(_ height: ScenarioAction.StatusBarHeight) {
    let double = height == .double
    guard double != hazards.statusBarIsDouble else { return }
    hazards.statusBarIsDouble = double
    let frame = rootViewFrame(in: window.interfaceOrientation)
    _ = animator.perform(
      AnimationRequest(
        origin: "status bar", duration: rules.statusBarChangeDuration, curve: .easeInOut,
        options: [])
    ) {
      resizeRootView(to: frame)
    }
  }

  // MARK: - 8. Background and back

  /// Goes to the background or comes back, through the inactive state: the application's two
  /// life-cycle notifications of the way, and the keyboard's hide or show between them, while
  /// the app is inactive, or after them (`keyboardPostsWhileAppIsInactive`).
  private func changeAppState(_ transition: ScenarioAction.AppTransition) {
    let background = transition == .background
    guard background != hazards.isInBackground else { return }
    let (leaving, arriving) =
      background
      ? (UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification)
      : (UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification)
    hazards.isInactive = true
    postLifeCycle(leaving)
    if rules.keyboardPostsWhileAppIsInactive { reportAppKeyboard(show: !background) }
    hazards.isInBackground = background
    hazards.isInactive = false
    postLifeCycle(arriving)
    if !rules.keyboardPostsWhileAppIsInactive { reportAppKeyboard(show: !background) }
  }

  /// The keyboard's show or hide as the app comes back or goes away, when it is up [M: §8.8].
  private func reportAppKeyboard(show: Bool) {
    guard keyboard.isVisible, hazards.keyboardIsDockedSoftware else { return }
    reportShowOrHide(
      show: show, animated: show || !rules.backgroundHidesKeyboardWithoutAnimation)
  }

  /// Posts the application's life-cycle notification `name`, from the application [A].
  private func postLifeCycle(_ name: Notification.Name) {
    notificationCenter.postRecordedIfHeard(
      Notification(name: name, object: application, userInfo: nil))
  }
}
