import SimulatedUIKit

/// UIKit's layout pass: at the end of each turn of the run loop, every view marked for layout
/// (`setNeedsLayout()`, a constraint changed or activated) is laid out, after the constraints
/// marked for an update are updated [A: `setNeedsLayout` "waits until the next update cycle";
/// `setNeedsUpdateConstraints`]. A turn here is one piece of work the clock runs (a scenario step,
/// a notification's delivery, a completion).
///
/// The system's own animations end with a pass of their own, inside the animation: the keyboard's
/// (whose "will" observers run inside it, `docs/behaviour-model.md` §3, from the first modelled
/// release on) and the rotation's. So a constraint a keyboard handler changes without calling
/// `layoutIfNeeded()` moves with the keyboard, as it does on a device [S: the §3 evidence for the
/// notification running inside the keyboard's animation; M: the pass closing that animation].
extension Simulation {
  /// Lays out every view in the window that needs it, in the animation open now (none at the end
  /// of a turn); tells views whose safe area changed (`safeAreaInsetsDidChange()`, and a scroll
  /// view's `adjustedContentInsetDidChange()`) [A]. Only iOS 11 and later, where those calls
  /// exist, give a view a safe area here: a device's own, or the status bar's
  /// (`SystemRules.viewSafeArea`).
  package func layOutViewsNeedingLayout() {
    var hasTold = false
    reportSafeAreaChanges(in: window, of: nil, under: nil, hasTold: &hasTold)
    window.layoutIfNeeded(source: .app)
  }

  /// Tells `view` and those inside it whose safe area's insets changed since they were last told,
  /// and marks each for layout [A: a change of the safe area lays the view out]. `outerWindow` is
  /// the window `view`'s superview is in (`UIView.window`), handed down rather than looked for
  /// from every view, as this runs after every piece of work.
  ///
  /// A view's insets are worked out again only where its last check no longer holds under its
  /// superview's, numbered `superviewCheck` (`SafeAreaCheck` says why a view whose check holds has
  /// the insets it was told of); and for every view once the pass has told one (`hasTold`), as
  /// telling a view runs the app's code, which may move any view.
  private func reportSafeAreaChanges(
    in view: UIView, of outerWindow: UIWindow?, under superviewCheck: Int?, hasTold: inout Bool
  ) {
    let window = view as? UIWindow ?? outerWindow
    let checkNumber: Int
    if !hasTold, let number = view.safeAreaCheckNumber(ifHeldUnder: superviewCheck) {
      checkNumber = number
    } else {
      checkNumber = view.checkSafeArea(under: superviewCheck)
      let insets = view.safeAreaInsets(in: window)
      if insets != view.reportedSafeAreaInsets {
        hasTold = true
        view.reportedSafeAreaInsets = insets
        view.setNeedsLayout()
        view.safeAreaInsetsDidChange()
        (view as? UIScrollView)?.adjustedContentInsetMayHaveChanged()
        controller.shownController(whoseViewIs: view)?.viewSafeAreaInsetsDidChange()
      }
    }
    for subview in view.subviews {
      reportSafeAreaChanges(in: subview, of: window, under: checkNumber, hasTold: &hasTold)
    }
  }
}
