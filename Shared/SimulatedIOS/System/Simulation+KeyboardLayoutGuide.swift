import SimulatedUIKit

/// The keyboard's layout guide (`UIKeyboardLayoutGuide`, iOS 15) as the simulated system keeps it:
/// where its top is, and the layout it triggers when the keyboard moves.
extension Simulation {
  /// The top of the keyboard a guide of `view` tracks, in `view`'s coordinates, from model values:
  /// a docked keyboard's (or a hardware keyboard's bar that acts as part of it), an undocked or
  /// split one's, and the mini toolbar's outside Stage Manager
  /// (`SystemRules.followingGuideTracksMiniToolbar`), only when the guide follows an undocked
  /// keyboard; `nil` when the keyboard is down or the guide sees none [A]. During a
  /// rotation's will-hide the guide sees none under the alternative reading of
  /// `keyboardLayoutGuideIgnoresRotationHide` [M].
  package func keyboardTopForLayoutGuide(in view: UIView, followsUndockedKeyboard: Bool) -> CGFloat?
  {
    guard keyboard.isVisible, !keyboardLayoutGuideSeesRotationHide else { return nil }
    // The mini toolbar outside Stage Manager is no part of the keyboard, but a guide that follows
    // an undocked keyboard follows it [A].
    if hazards.hardwareKeyboardAttached, !hardwareBarActsAsKeyboard {
      guard followsUndockedKeyboard, rules.followingGuideTracksMiniToolbar else { return nil }
    }
    let orientation = window.interfaceOrientation
    let screen = window.space.interfaceSize(in: orientation)
    let top: Double
    if hazards.hardwareKeyboardAttached || hazards.placement == .docked {
      top = Double(screen.height) - keyboard.currentHeight
    } else {
      guard followsUndockedKeyboard else { return nil }
      top = Double(
        floatingKeyboardRect(height: softwareKeyboardHeight(in: orientation), in: orientation).minY)
    }
    let line = CGRect(x: 0, y: top, width: Double(screen.width), height: 0)
    return view.convertFromScreen(screenRect(fromInterface: line, in: orientation)).minY
  }

  /// Moves the keyboard on screen to `height` (or leaves it, `nil`) in the animation open now, ends
  /// any rotation's will-hide the guides saw, and lays out every view whose keyboard layout guide
  /// is in use in the same animation, so that what is pinned to the
  /// guide moves with the keyboard's own duration and curve [A]. `source` is `.layout` where the
  /// superview is itself being laid out by an animation that goes on (a rotation), so that the
  /// two add up [M].
  func moveKeyboard(to height: Double?, source: AnimatedValue.Source = .app) {
    keyboardLayoutGuideSeesRotationHide = false
    if let height {
      animator.change(keyboard.height, to: SIMD4(height, 0, 0, 0), source: .app)
      placeInputHost(showing: height)
    }
    layOutKeyboardLayoutGuides(source: source)
  }

  /// Lays out every view in the window whose keyboard layout guide has been asked for, in the
  /// animation open now.
  func layOutKeyboardLayoutGuides(source: AnimatedValue.Source) {
    func layOut(_ view: UIView) {
      if view.loadedKeyboardLayoutGuide != nil {
        view.setNeedsLayout()
        view.layoutIfNeeded(source: source)
      }
      view.subviews.forEach(layOut)
    }
    layOut(window)
  }
}
