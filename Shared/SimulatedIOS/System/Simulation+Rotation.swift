import SimulatedUIKit

/// The rotation choreography, per iOS version (`docs/behaviour-model.md` §4): who is asked, who is told, what
/// is posted, and inside which animation.
extension Simulation {
  /// Turns the device to `target`. With the keyboard up, the app is told the keyboard hid, the
  /// interface rotated, and the keyboard showed again, though it never left the screen [S].
  func rotate(to target: UIInterfaceOrientation) {
    uiDevice.orientation = UIDeviceOrientation(interface: target)
    let from = window.interfaceOrientation
    guard target != from else {
      recorder.record(.note("already \(target.scenarioName)"))
      return
    }
    guard target != .portraitUpsideDown || rules.turnsUpsideDown else {
      recorder.record(
        .note(
          "no upside-down portrait on the \(rules.device.displayName): UIKit turns no interface "
            + "upside down on an iPhone without a Home button"))
      return
    }
    guard controllerAllowsRotation(to: target) else {
      recorder.record(
        .note("the controller does not allow \(target.scenarioName); nothing rotates"))
      return
    }
    let duration = rules.rotationDuration(isHalfTurn: from.isHalfTurn(to: target))
    rotatingFrom = from
    let keyboardIsUp = keyboard.isVisible
    let oldHeight = keyboard.currentHeight
    let newHeight = softwareKeyboardHeight(in: target)
    let hide = (
      begin: keyboardFrame(onScreen: true, height: oldHeight, in: from),
      end: keyboardFrame(onScreen: false, height: oldHeight, in: from)
    )
    let show = (
      begin: keyboardFrame(onScreen: false, height: newHeight, in: target),
      end: keyboardFrame(onScreen: true, height: newHeight, in: target)
    )
    let postHide = { [self] (frames: (begin: CGRect, end: CGRect)) in
      if !rules.keyboardLayoutGuideIgnoresRotationHide {
        keyboardLayoutGuideSeesRotationHide = true
        layOutKeyboardLayoutGuides(source: .app)
      }
      postKeyboard(.UIKeyboardWillChangeFrame, begin: frames.begin, end: frames.end, will: true)
      postKeyboard(.UIKeyboardWillHide, begin: frames.begin, end: frames.end, will: true)
      postKeyboard(.UIKeyboardDidChangeFrame, begin: frames.begin, end: frames.end, will: false)
      postKeyboard(.UIKeyboardDidHide, begin: frames.begin, end: frames.end, will: false)
    }

    let newFrame = rootViewFrame(in: target)
    let coordinator = announceTransition(
      to: newFrame.size, duration: duration, rotation: (from: from, to: target))
    if keyboardIsUp && !rules.postsRotationHideInsideAnimation {
      _ = insideKeyboardAnimation { postHide(hide) }
    }
    _ = animator.perform(
      AnimationRequest(origin: "rotation", duration: duration, curve: .easeInOut, options: [])
    ) {
      if keyboardIsUp && rules.postsRotationHideInsideAnimation {
        if rules.postsRotationHideWithoutAnimation {
          recorder.record(.note("the rotation's keyboard hide is posted with animations disabled"))
          UIView.performWithoutAnimation { postHide(hide) }
        } else {
          postHide(hide)
        }
      }
      window.interfaceOrientation = target
      placeWindow(in: target)
      resizeRootView(to: newFrame)
      if let coordinator {
        coordinator.runAlongsideBlocks(recorder: recorder)
      } else {
        recorder.call(UIViewController.willAnimateRotationName(target, duration)) {
          for each in controller.shownControllers {
            each.willAnimateRotation(to: target, duration: duration)
          }
        }
      }
      if keyboardIsUp {
        let moveKeyboard = { [self] in self.moveKeyboard(to: newHeight, source: .layout) }
        if rules.keyboardKeepsItsOwnTimingDuringRotation {
          _ = insideKeyboardAnimation(moveKeyboard)
        } else {
          moveKeyboard()
        }
        postKeyboard(.UIKeyboardWillChangeFrame, begin: show.begin, end: show.end, will: true)
        postKeyboard(.UIKeyboardWillShow, begin: show.begin, end: show.end, will: true)
        if rules.rotationPostsKeyboardPairTwice {
          // iPad iOS 8.3: the pair again [1: F5706]. No report gives the second pair's frames: the
          // interface has turned by now, so the hide is the new orientation's keyboard leaving,
          // frames a real iPad could post [M] (the first hide's portrait frames, repeated, would
          // put a landscape layout's constraint 256 pt below the screen).
          postHide((begin: show.end, end: show.begin))
          self.moveKeyboard(to: nil, source: .layout)
          postKeyboard(.UIKeyboardWillChangeFrame, begin: show.begin, end: show.end, will: true)
          postKeyboard(.UIKeyboardWillShow, begin: show.begin, end: show.end, will: true)
        }
      }
      layOutViewsNeedingLayout()
    }
    schedule(after: duration) { [self] in
      if let coordinator {
        coordinator.runCompletionBlocks(recorder: recorder)
      } else {
        recorder.call(UIViewController.didRotateName(from)) {
          for each in controller.shownControllers { each.didRotate(from: from) }
        }
      }
      if keyboardIsUp {
        postKeyboard(.UIKeyboardDidChangeFrame, begin: show.begin, end: show.end, will: false)
        postKeyboard(.UIKeyboardDidShow, begin: show.begin, end: show.end, will: false)
      }
      rotationDidEnd()
    }
  }

  /// Dips the device back and up again without rotating: iOS 6 and later ask the controller
  /// about rotating anyway; iOS 5 calls nothing [1].
  func tilt() {
    guard rules.tiltAsksForSupportedOrientations else { return }
    _ = controllerAllowsRotation(to: window.interfaceOrientation)
  }

  /// Resizes the app into Split View or back (iPad, iOS 9 and later) [A]: a size transition with
  /// no rotation, and no keyboard notifications [M].
  func resizeSplitView(to pane: ScenarioAction.SplitViewPane) {
    if let refusal = rules.refusal(of: .splitView(pane)) {
      recorder.record(.note(refusal))
      return
    }
    let width: Double? = pane == .narrow ? rules.splitViewPaneWidth : nil
    guard width != splitViewWidth else { return }
    splitViewWidth = width
    resizeWindow(animated: true)
  }

  // MARK: - Parts

  /// Asks the controller whether it may turn to `target`: iOS 5's one question, or iOS 6's two,
  /// the second only when the first said yes [A].
  private func controllerAllowsRotation(to target: UIInterfaceOrientation) -> Bool {
    if rules.asksShouldAutorotateToInterfaceOrientation {
      return recorder.call("shouldAutorotate(to: .\(target.swiftName))", describing: { "\($0)" }) {
        controller.shouldAutorotate(to: target)
      }
    }
    let shouldAutorotate = {
      self.recorder.call("shouldAutorotate", describing: { "\($0)" }) {
        self.controller.shouldAutorotate
      }
    }
    let supports = {
      self.recorder.call("supportedInterfaceOrientations", describing: { $0.timelineDescription }) {
        self.controller.supportedInterfaceOrientations
      }.allows(target)
    }
    if rules.asksShouldAutorotateBeforeSupportedOrientations {
      return shouldAutorotate() && supports()
    }
    return supports() && shouldAutorotate()
  }

  /// Places the window on the screen where `windowFrame(in:)` puts it in `orientation` (the
  /// screen's origin when it fills the screen), gives it that size (`UIWindow.takeAppSize`), and
  /// notes its frame when that changes.
  func placeWindow(in orientation: UIInterfaceOrientation) {
    let frame = windowFrame(in: orientation)
    window.screenOrigin = frame?.origin ?? .zero
    window.takeAppSize(frame?.size ?? window.space.interfaceSize(in: orientation))
    guard frame != placedWindowFrame else { return }
    placedWindowFrame = frame
    if let frame {
      recorder.record(.note("window.frame = \(NumberFormat.value(frame.components))"))
    }
  }

  /// Tells the controller a size change is coming: `viewWillTransition(to:with:)` from iOS 8 [A],
  /// `willRotate(to:duration:)` before (and nothing for a resize, which did not exist) [A].
  func announceTransition(
    to size: CGSize, duration: Double,
    rotation: (from: UIInterfaceOrientation, to: UIInterfaceOrientation)?
  ) -> SizeTransitionCoordinator? {
    guard rules.usesTransitionCoordinator else {
      if let rotation {
        recorder.call(UIViewController.willRotateName(rotation.to, duration)) {
          for each in controller.shownControllers {
            each.willRotate(to: rotation.to, duration: duration)
          }
        }
      }
      return nil
    }
    let coordinator = SizeTransitionCoordinator(
      transitionDuration: duration, rotation: rotation)
    // Named inside the call, so that a recorder that keeps no events makes no name.
    recorder.call(
      "viewWillTransition(to: \(NumberFormat.size(width: Double(size.width), height: Double(size.height))), with: coordinator)"
    ) { controller.viewWillTransition(to: size, with: coordinator) }
    return coordinator
  }

  /// Gives the root view its new frame and lays it out, inside the open animation: subviews follow
  /// by their autoresizing masks or constraints [A]; a presented controller's view is placed
  /// again with it (`placePresentedViews()`).
  func resizeRootView(to frame: CGRect) {
    rootView.setFrame(frame, source: .layout)
    animator.change(rootPlacement, to: frame.vector, source: .layout)
    rootView.layoutIfNeeded(source: .layout)
    placePresentedViews()
  }
}
