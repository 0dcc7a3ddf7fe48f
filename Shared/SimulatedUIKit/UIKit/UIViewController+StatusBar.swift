/// The status bar's appearance as a controller asks for it [A: `prefersStatusBarHidden`,
/// `setNeedsStatusBarAppearanceUpdate()`, `childForStatusBarHidden`,
/// `modalPresentationCapturesStatusBarAppearance`]: which controller decides whether the bar is
/// hidden, and asking the running system to read that again. What the bar's absence does (the
/// safe area's top, a navigation bar's place, the pictures) is the system's
/// (`SystemRules.appDecidesStatusBar`).
extension UIViewController {
  /// Asks the running system to read the status bar's appearance again from the controller that
  /// decides it (`statusBarDecidingController`) [A: "call this method if the view controller's
  /// status bar attributes, such as hidden/unhidden status or style, change"]. Inside an
  /// animation block the layout its change causes is animated with the block [A: "if you call
  /// this method within an animation block, the changes are animated along with the rest of the
  /// animation block"]; outside one it lands at the end of the run loop's turn
  /// (`RunningSystem.statusBarAppearanceNeedsUpdate()`). Nothing outside a run.
  public func setNeedsStatusBarAppearanceUpdate() {
    RunningSystemSlot.current?.statusBarAppearanceNeedsUpdate()
  }

  /// The controller whose `prefersStatusBarHidden` decides the status bar while this one is the
  /// window's root [A]: the topmost controller presented over it that captures the status bar
  /// (presented full screen, or `modalPresentationCapturesStatusBarAppearance`) and is not being
  /// dismissed, else this one; then, from there, the child each names through
  /// `childForStatusBarHidden`, down to one that names none (or names one already passed).
  package var statusBarDecidingController: UIViewController {
    var decider: UIViewController = self
    var presenter: UIViewController = self
    while let presented = presenter.presentedViewController, !presented.isBeingDismissed {
      if presented.capturesStatusBarAppearance { decider = presented }
      presenter = presented
    }
    // A list, not a set: a chain is a controller or two long, and the process's first set of
    // identifiers would scan every conformance record for `ObjectIdentifier`'s `Hashable`.
    var passed = [decider]
    while let child = decider.childForStatusBarHidden, !passed.contains(where: { $0 === child }) {
      passed.append(child)
      decider = child
    }
    return decider
  }

  /// Whether this controller, presented, takes the status bar's appearance from its presenter
  /// [A: only a full-screen presentation does, unless
  /// `modalPresentationCapturesStatusBarAppearance` says so]: a presentation that covers its
  /// presenter's view (`presentationKeptPresenterShown` false, the lab's full-screen kind), or
  /// one whose controller asks to capture it.
  private var capturesStatusBarAppearance: Bool {
    !presentationKeptPresenterShown || modalPresentationCapturesStatusBarAppearance
  }
}
