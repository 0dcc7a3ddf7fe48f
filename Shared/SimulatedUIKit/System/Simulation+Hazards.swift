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
    case .ipadKeyboard(let move): moveIPadKeyboard(move)
    case .quickType(let bar): toggleQuickType(bar)
    case .otherAppKeyboard(let change): changeOtherAppKeyboard(change)
    case .statusBar(let height): changeStatusBar(height)
    case .reduceMotion(let setting): hazards.reduceMotion = setting
    case .app(let transition): changeAppState(transition)
    case .fault(let fault): hazards.faults.append(fault)
    case .tap, .rotate, .tilt, .switchKeyboard, .splitView, .faceUp, .faceDown:
      preconditionFailure("performHazard: \(action.scriptText) is not a hazard")
    }
  }

  /// Why `action` is not modelled in the state the hazards left, or `nil` when it is [M: each of
  /// these combinations is left out rather than guessed].
  func hazardStateRefusal(of action: ScenarioAction) -> String? {
    if hazards.isInBackground {
      return action == .app(.foreground) ? nil : "the app is in the background; not modelled"
    }
    switch action {
    case .rotate, .switchKeyboard, .splitView, .quickType:
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
    if rules.hardwareKeyboardLeavesShortcutBar { return rules.shortcutBarHeight }
    if rules.hardwareKeyboardLeavesCandidateBarOnPhone, keyboard.kind == .japanese {
      return rules.extraRowHeight
    }
    return nil
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
      reportKeyboardChange(
        [.UIKeyboardWillChangeFrame, .UIKeyboardWillShow],
        begin: keyboardFrame(showing: 0, of: height, in: orientation),
        end: keyboardFrame(showing: bar, of: height, in: orientation), toHeight: bar)
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
      reportKeyboardChange(
        [.UIKeyboardWillChangeFrame, .UIKeyboardWillHide],
        begin: keyboardFrame(showing: bar, of: height, in: orientation),
        end: keyboardFrame(showing: 0, of: height, in: orientation), toHeight: 0)
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
    guard keyboard.isVisible else { return }
    let orientation = window.interfaceOrientation
    let height = softwareKeyboardHeight(in: orientation)
    let full = keyboardFrame(onScreen: true, height: height, in: orientation)
    if let bar = hardwareKeyboardBarHeight {
      // iOS 9+: the keyboard shrinks to its bar, or grows back; a will-show either way, the frame
      // keeping the full height [S/1; M on iPhone].
      let barFrame = keyboardFrame(showing: bar, of: height, in: orientation)
      reportKeyboardChange(
        [.UIKeyboardWillChangeFrame, .UIKeyboardWillShow], begin: attach ? full : barFrame,
        end: attach ? barFrame : full, toHeight: attach ? bar : height)
    } else {
      reportShowOrHide(show: !attach)
    }
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
    let target: HazardState.Placement =
      switch move {
      case .undock: .undocked
      case .split: .split
      case .dock: .docked
      }
    let from = hazards.placement
    guard target != from else { return }
    hazards.placement = target
    let orientation = window.interfaceOrientation
    let height = softwareKeyboardHeight(in: orientation)
    let docked = keyboardFrame(onScreen: true, height: height, in: orientation)
    let floating = floatingKeyboardFrame(height: height, in: orientation)
    switch (from, target) {
    case (.docked, _):
      reportKeyboardChange(
        [.UIKeyboardWillChangeFrame] + (rules.undockingPostsHide ? [.UIKeyboardWillHide] : []),
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
      // Undocked to split and back: the frame-change pair only [S].
      reportKeyboardChange(
        [.UIKeyboardWillChangeFrame], begin: floating, end: floating, toHeight: nil)
    }
  }

  /// Where an undocked or split keyboard floats: the docked rectangle raised until its bottom is
  /// at the middle of the screen [M; only the frame-change pair carries it].
  private func floatingKeyboardFrame(height: Double, in orientation: UIInterfaceOrientation)
    -> CGRect
  {
    let screenHeight = Double(window.space.interfaceSize(in: orientation).height)
    let top = floatingKeyboardTop(height: height, in: orientation)
    return keyboardFrame(showing: screenHeight - top, of: height, in: orientation)
  }

  /// The top of an undocked or split keyboard `height` tall, in the interface's coordinates: its
  /// bottom at the middle of the screen [M], where `floatingKeyboardFrame` posts it and a sample
  /// draws it.
  func floatingKeyboardTop(height: Double, in orientation: UIInterfaceOrientation) -> Double {
    Double(window.space.interfaceSize(in: orientation).height) / 2 - height
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

  private func changeAppState(_ transition: ScenarioAction.AppTransition) {
    let background = transition == .background
    guard background != hazards.isInBackground else { return }
    hazards.isInBackground = background
    guard keyboard.isVisible, hazards.keyboardIsDockedSoftware else { return }
    reportShowOrHide(
      show: !background, animated: !(background && rules.backgroundHidesKeyboardWithoutAnimation))
  }
}
