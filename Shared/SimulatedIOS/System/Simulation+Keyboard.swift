import SimulatedUIKit

/// The keyboard's choreography: show, hide and switch, with their notifications (`docs/behaviour-model.md` §3).
extension Simulation {
  /// Brings the keyboard up: WillChangeFrame and WillShow inside the keyboard's animation, then
  /// DidChangeFrame and DidShow when it ends [S].
  package func showKeyboard() {
    guard !keyboard.isVisible else { return }
    keyboard.isVisible = true
    guard hazards.keyboardIsDockedSoftware else { return showHazardKeyboard() }
    installAccessory()
    let orientation = window.interfaceOrientation
    let height = softwareKeyboardHeight(in: orientation)
    reportKeyboardChange(
      [.UIKeyboardWillChangeFrame, .UIKeyboardWillShow],
      begin: keyboardFrame(onScreen: false, height: height, in: orientation),
      end: keyboardFrame(onScreen: true, height: height, in: orientation), toHeight: height)
  }

  /// Sends the keyboard away: the same choreography with Hide [S], from where it is (a finger may
  /// have dragged it down, `interactive-dismiss`).
  package func hideKeyboard() {
    guard keyboard.isVisible else { return }
    keyboard.isVisible = false
    guard hazards.keyboardIsDockedSoftware else { return hideHazardKeyboard() }
    let orientation = window.interfaceOrientation
    let visible = keyboard.currentHeight
    let height = visible + (hazards.keyboardDraggedDown ?? 0)
    hazards.keyboardDraggedDown = nil
    reportKeyboardChange(
      [.UIKeyboardWillChangeFrame, .UIKeyboardWillHide],
      begin: keyboardFrame(showing: visible, of: height, in: orientation),
      end: keyboardCrossFades && rules.crossFadeHideEndFrameIsEmpty
        ? .zero : keyboardFrame(onScreen: false, height: height, in: orientation),
      toHeight: 0)
  }

  /// Switches to another keyboard while one is up: no hide; WillChangeFrame, and WillShow again
  /// through iOS 10 [S].
  func switchKeyboard(to kind: KeyboardKind) {
    guard keyboard.isVisible else {
      recorder.record(.note("no keyboard is up to switch"))
      return
    }
    guard kind != keyboard.kind else { return }
    keyboard.kind = kind
    resizeVisibleKeyboard(
      duration: rules.keyboardAnimationDuration, postsWillShow: rules.keyboardSwitchPostsWillShow)
  }

  /// Gives the keyboard that is up the height of its kind and QuickType bar now: WillChangeFrame,
  /// and WillShow again when `postsWillShow` (a keyboard switch through iOS 10, a QuickType toggle
  /// on every version); with a `duration` of 0 the change lands at once [S for QuickType].
  func resizeVisibleKeyboard(duration: Double, postsWillShow: Bool) {
    let orientation = window.interfaceOrientation
    let height = softwareKeyboardHeight(in: orientation)
    reportKeyboardChange(
      [.UIKeyboardWillChangeFrame]
        + (postsWillShow ? [.UIKeyboardWillShow] : []),
      begin: keyboardFrame(onScreen: true, height: keyboard.currentHeight, in: orientation),
      end: keyboardFrame(onScreen: true, height: height, in: orientation), toHeight: height,
      duration: duration)
  }

  /// Reports one keyboard change as UIKit does: the "will" notifications `names` inside the
  /// keyboard's own animation, which moves the keyboard on screen to `height` [S], then the
  /// matching "did" notifications (or `didNames`) when it ends. A reported `duration` of 0, or
  /// `animated` false, makes the change land at once, with animations disabled [M]. With the
  /// cross-fade of Reduce Motion the keyboard fades in place instead of sliding, and covers in
  /// proportion to how much of it is seen (a keyboard still at alpha 0 covers nothing): its height,
  /// for the measurement, follows the fade, which runs with the keyboard's own duration and curve
  /// [M: no source gives the fade's timing; the notification reports the slide's].
  func reportKeyboardChange(
    _ names: [Notification.Name], didNames: [Notification.Name]? = nil, begin: CGRect,
    end: CGRect, toHeight height: Double?, duration: Double? = nil, animated: Bool = true,
    isLocal: Bool = true
  ) {
    let reported = duration ?? rules.keyboardAnimationDuration
    let moveKeyboard = { [self] in self.moveKeyboard(to: height) }
    let postWill = { [self] in
      // Without animation (a duration of 0, `animated` false) the fade lands at once like a slide.
      if keyboardCrossFades {
        _ = animator.perform(
          .own(
            "cross-fade", duration: reported, curve: keyboardCurve,
            beginsFromCurrentState: rules.keyboardAnimationBeginsFromCurrentState), moveKeyboard)
      } else {
        moveKeyboard()
      }
      for name in names {
        postKeyboard(name, begin: begin, end: end, will: true, duration: reported, isLocal: isLocal)
      }
    }
    var lasts = 0.0
    if reported > 0 && animated {
      lasts = insideKeyboardAnimation(postWill)
    } else {
      UIView.performWithoutAnimation(postWill)
    }
    let dids = didNames ?? names.map(Self.didName(for:))
    schedule(after: lasts) { [self] in
      for name in dids {
        postKeyboard(
          name, begin: begin, end: end, will: false, duration: reported, isLocal: isLocal)
      }
    }
  }

  /// The "did" notification that follows a "will" one.
  private static func didName(for will: Notification.Name) -> Notification.Name {
    switch will {
    case .UIKeyboardWillShow: .UIKeyboardDidShow
    case .UIKeyboardWillHide: .UIKeyboardDidHide
    default: .UIKeyboardDidChangeFrame
    }
  }

  /// Runs `body` inside the keyboard's own animation, which the "will" observers run in [S], then
  /// the layout pass that closes it (`Simulation+LayoutPass`), and returns how long that animation
  /// really lasts.
  func insideKeyboardAnimation(_ body: () -> Void) -> Double {
    let block = animator.perform(
      .own(
        "keyboard", duration: rules.keyboardAnimationDuration, curve: keyboardCurve,
        beginsFromCurrentState: rules.keyboardAnimationBeginsFromCurrentState)
    ) {
      body()
      layOutViewsNeedingLayout()
    }
    return block.curve.effectiveDuration(requested: block.duration)
  }

  /// The keyboard's animation curve.
  var keyboardCurve: TimingCurve {
    TimingCurve(animationCurve: rules.keyboardAnimationCurve)
  }

  /// The software keyboard's height now: its kind, and the QuickType bar as last set; with the
  /// first responder's input views (`inputHeight(withKeyboard:)`).
  func softwareKeyboardHeight(in orientation: UIInterfaceOrientation) -> Double {
    inputHeight(
      withKeyboard: rules.keyboardHeight(
        in: orientation, kind: keyboard.kind, quickType: hazards.quickTypeOn))
  }

  /// The keyboard's rectangle in screen coordinates: on screen at the interface's bottom, or just
  /// below it [S]; before iOS 8 mapped to the screen's fixed portrait coordinates [A].
  func keyboardFrame(onScreen: Bool, height: Double, in orientation: UIInterfaceOrientation)
    -> CGRect
  {
    keyboardFrame(showing: onScreen ? height : 0, of: height, in: orientation)
  }

  /// A keyboard `height` tall with `visible` points of it on screen and the rest below [S: the
  /// hardware keyboard's frames], in screen coordinates.
  func keyboardFrame(
    showing visible: Double, of height: Double, in orientation: UIInterfaceOrientation
  ) -> CGRect {
    let screen = window.space.interfaceSize(in: orientation)
    let inInterface = CGRect(
      x: 0, y: Double(screen.height) - visible, width: Double(screen.width), height: height)
    return screenRect(fromInterface: inInterface, in: orientation)
  }

  /// `rect`, in the whole screen's interface coordinates in `orientation`, in the screen's own
  /// coordinates: the same from iOS 8, the fixed portrait ones before [A].
  func screenRect(fromInterface rect: CGRect, in orientation: UIInterfaceOrientation) -> CGRect {
    rules.screenFollowsInterface
      ? rect : window.space.portraitRect(fromInterface: rect, in: orientation)
  }

  /// Posts a keyboard notification: both frames, the duration, the curve, and from iOS 9 whether
  /// the keyboard is this app's; a "did" notification carries the keys of the "will" it follows
  /// (`SystemRules.didNotificationsCarryAnimation`) [S]. From iOS 16.1 the
  /// notification's object is the screen [A]; on iPadOS 26 a "will" notification's end frame is
  /// the window's (`SystemRules.keyboardEndFrameInViewCoordinates`) [1]. Armed faults apply on the
  /// way.
  func postKeyboard(
    _ name: Notification.Name, begin: CGRect, end: CGRect, will: Bool, duration: Double? = nil,
    isLocal: Bool = true
  ) {
    let inView = will && rules.keyboardEndFrameInViewCoordinates
    let endFrame = inView ? window.interfaceRect(fromScreen: end) : end
    let carriesAnimation = will || rules.didNotificationsCarryAnimation
    let animation: (duration: Double, curve: Int)? =
      carriesAnimation
      ? (duration ?? rules.keyboardAnimationDuration, rules.keyboardAnimationCurve) : nil
    let local = carriesAnimation && rules.postsIsLocal ? isLocal : nil
    let contents: KeyboardPostContents
    if let last = keyboard.lastPost,
      last.matches(begin: begin, end: endFrame, animation: animation, isLocal: local)
    {
      contents = last
    } else {
      contents = KeyboardPostContents(
        begin: begin, end: endFrame, animation: animation, isLocal: local,
        reusing: &keyboard.reused)
      keyboard.lastPost = contents
    }
    let screen = rules.keyboardNotificationObjectIsScreen ? window.screen : nil
    deliverKeyboard(
      Notification(name: name, object: screen, userInfo: contents.userInfo),
      recordedAs: contents.record(named: name))
  }
}
