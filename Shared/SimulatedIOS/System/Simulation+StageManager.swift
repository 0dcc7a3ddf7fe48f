import SimulatedUIKit

/// Stage Manager (iPadOS 16.1, `docs/behaviour-model.md` §9): the app in a window smaller than the
/// screen, which the scenario places, moves and resizes.
extension Simulation {
  /// Puts the app in a Stage Manager window at `requested`'s place and size, moves or resizes the
  /// one it is in, or gives it the whole screen again (`nil`). The keyboard stays docked at the
  /// screen's bottom and covers what of the window reaches below its top; a window that does not
  /// fit the screen in its current orientation is refused with a note.
  func placeStageManagerWindow(_ requested: StageManagerWindow?) {
    if let requested {
      let screen = window.space.interfaceSize(in: window.interfaceOrientation)
      guard requested.x + requested.width <= Double(screen.width),
        requested.y + requested.height <= Double(screen.height)
      else {
        recorder.record(
          .note(
            "no room for a window at \(requested.scriptText): the screen is "
              + "\(NumberFormat.points(Double(screen.width))) × "
              + "\(NumberFormat.points(Double(screen.height))) points"))
        return
      }
    }
    guard requested != stageManagerWindow else { return }
    stageManagerWindow = requested
    resizeWindow(animated: false)
  }

  /// Where the window is on the screen as a sample shows it, `nil` when it fills the screen: where
  /// `windowFrame(in:)` puts it, except that a Split View pane keeps its right-hand edge at the
  /// screen's and is as wide as the app is shown (`appWidth`, the root view's width on screen at
  /// this moment), so that while the app narrows into the pane its window narrows with it and the
  /// app is never wider than its window [M: the pane and the app resize as one].
  func shownWindowFrame(in orientation: UIInterfaceOrientation, appWidth: Double) -> CGRect? {
    guard var frame = windowFrame(in: orientation) else { return nil }
    if stageManagerWindow == nil, splitViewWidth != nil {
      frame = CGRect(
        x: Double(frame.maxX) - appWidth, y: Double(frame.minY), width: appWidth,
        height: Double(frame.height))
    }
    return frame
  }

  /// Gives the window the frame `windowFrame(in:)` says, a size transition with no rotation and no
  /// keyboard notification [M]: in Split View animated over the rotation's duration; in Stage
  /// Manager at once, since the user's finger carries the window's corner and the app lays out
  /// for each size as it comes, the step being where the drag ends [M]. A window moved without a
  /// new size is only placed, and the keyboard's layout guides follow it.
  func resizeWindow(animated: Bool) {
    let orientation = window.interfaceOrientation
    let newFrame = rootViewFrame(in: orientation)
    placeWindow(in: orientation)
    guard newFrame.size != rootView.frame.size else {
      layOutKeyboardLayoutGuides(source: .app)
      return
    }
    let duration = animated ? rules.rotationDuration(isHalfTurn: false) : 0
    let coordinator = announceTransition(to: newFrame.size, duration: duration, rotation: nil)
    let resize = { [self] in
      resizeRootView(to: newFrame)
      coordinator?.runAlongsideBlocks(recorder: recorder)
    }
    guard animated else {
      UIView.performWithoutAnimation(resize)
      coordinator?.runCompletionBlocks(recorder: recorder)
      return
    }
    _ = animator.perform(
      AnimationRequest(origin: "resize", duration: duration, curve: .easeInOut, options: []),
      resize)
    schedule(after: duration) { [self] in
      coordinator?.runCompletionBlocks(recorder: recorder)
    }
  }
}
