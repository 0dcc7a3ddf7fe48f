import Foundation

/// The keyboard's choreography: show, hide and switch, with their notifications (`ios-model.md` §3).
extension Simulation {
  /// Brings the keyboard up: WillChangeFrame and WillShow inside the keyboard's animation, then
  /// DidChangeFrame and DidShow when it ends [S].
  func showKeyboard() {
    guard !keyboard.isVisible else { return }
    keyboard.isVisible = true
    let orientation = window.interfaceOrientation
    let height = rules.keyboardHeight(in: orientation, kind: keyboard.kind)
    let begin = keyboardFrame(onScreen: false, height: height, in: orientation)
    let end = keyboardFrame(onScreen: true, height: height, in: orientation)
    let duration = insideKeyboardAnimation {
      animator.change(keyboard.height, to: SIMD4(height, 0, 0, 0), source: .app)
      postKeyboard(.UIKeyboardWillChangeFrame, begin: begin, end: end, will: true)
      postKeyboard(.UIKeyboardWillShow, begin: begin, end: end, will: true)
    }
    schedule(after: duration) { [self] in
      postKeyboard(.UIKeyboardDidChangeFrame, begin: begin, end: end, will: false)
      postKeyboard(.UIKeyboardDidShow, begin: begin, end: end, will: false)
    }
  }

  /// Sends the keyboard away: the same choreography with Hide [S].
  func hideKeyboard() {
    guard keyboard.isVisible else { return }
    keyboard.isVisible = false
    let orientation = window.interfaceOrientation
    let height = keyboard.currentHeight
    let begin = keyboardFrame(onScreen: true, height: height, in: orientation)
    let end = keyboardFrame(onScreen: false, height: height, in: orientation)
    let duration = insideKeyboardAnimation {
      animator.change(keyboard.height, to: .zero, source: .app)
      postKeyboard(.UIKeyboardWillChangeFrame, begin: begin, end: end, will: true)
      postKeyboard(.UIKeyboardWillHide, begin: begin, end: end, will: true)
    }
    schedule(after: duration) { [self] in
      postKeyboard(.UIKeyboardDidChangeFrame, begin: begin, end: end, will: false)
      postKeyboard(.UIKeyboardDidHide, begin: begin, end: end, will: false)
    }
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
    let orientation = window.interfaceOrientation
    let begin = keyboardFrame(onScreen: true, height: keyboard.currentHeight, in: orientation)
    let height = rules.keyboardHeight(in: orientation, kind: kind)
    let end = keyboardFrame(onScreen: true, height: height, in: orientation)
    let postsShow = rules.keyboardSwitchPostsWillShow
    let duration = insideKeyboardAnimation {
      animator.change(keyboard.height, to: SIMD4(height, 0, 0, 0), source: .app)
      postKeyboard(.UIKeyboardWillChangeFrame, begin: begin, end: end, will: true)
      if postsShow { postKeyboard(.UIKeyboardWillShow, begin: begin, end: end, will: true) }
    }
    schedule(after: duration) { [self] in
      postKeyboard(.UIKeyboardDidChangeFrame, begin: begin, end: end, will: false)
      if postsShow { postKeyboard(.UIKeyboardDidShow, begin: begin, end: end, will: false) }
    }
  }

  /// Runs `body` inside the keyboard's own animation, which the "will" observers run in [S], and
  /// returns how long that animation really lasts.
  func insideKeyboardAnimation(_ body: () -> Void) -> Double {
    let block = animator.perform(
      .own(
        "keyboard", duration: rules.keyboardAnimationDuration, curve: keyboardCurve,
        beginsFromCurrentState: rules.keyboardAnimationBeginsFromCurrentState), body)
    return block.curve.effectiveDuration(requested: block.duration)
  }

  /// The keyboard's animation curve.
  var keyboardCurve: TimingCurve {
    TimingCurve(animationCurve: rules.keyboardAnimationCurve)
  }

  /// The keyboard's rectangle in screen coordinates: on screen at the interface's bottom, or just
  /// below it [S]; before iOS 8 mapped to the screen's fixed portrait coordinates [A].
  func keyboardFrame(onScreen: Bool, height: Double, in orientation: UIInterfaceOrientation)
    -> CGRect
  {
    let screen = window.space.interfaceSize(in: orientation)
    let inInterface = CGRect(
      x: 0, y: Double(screen.height) - (onScreen ? height : 0), width: Double(screen.width),
      height: height)
    return rules.screenFollowsInterface
      ? inInterface : window.space.portraitRect(fromInterface: inInterface, in: orientation)
  }

  /// Posts a keyboard notification: both frames; for the "will" family also the duration, the
  /// curve, and from iOS 9 whether the keyboard is this app's; the "did" family carries only the
  /// two frames [A, as `ios-model.md` §3 reads the header].
  func postKeyboard(_ name: Notification.Name, begin: CGRect, end: CGRect, will: Bool) {
    var info: [AnyHashable: Any] = [
      UIKeyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
      UIKeyboardFrameEndUserInfoKey: NSValue(cgRect: end),
    ]
    if will {
      info[UIKeyboardAnimationDurationUserInfoKey] = NSNumber(
        value: rules.keyboardAnimationDuration)
      info[UIKeyboardAnimationCurveUserInfoKey] = NSNumber(value: rules.keyboardAnimationCurve)
      if rules.postsIsLocal {
        info[UIKeyboardIsLocalUserInfoKey] = NSNumber(value: true)
      }
    }
    notificationCenter.post(Notification(name: name, object: nil, userInfo: info))
  }
}
