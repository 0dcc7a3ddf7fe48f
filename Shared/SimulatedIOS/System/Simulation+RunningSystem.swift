import SimulatedUIKit

/// The simulation as UIKit's surface sees it (`RunningSystem`): the app's objects, the clock and
/// the keyboard are the simulation's own; the answers that differ by device and release are its
/// rules', each stated with its evidence where the rule is declared, not again here.
extension Simulation: RunningSystem {
  /// The clock's time now.
  package var now: VirtualTime { clock.now }

  /// Inactive on the way to and back from the background, there after the scenario's `app
  /// background`, else active (`HazardState`).
  package var applicationState: UIApplication.State {
    if hazards.isInactive { return .inactive }
    return hazards.isInBackground ? .background : .active
  }

  /// The rule's answer for this device and release (`SystemRules.screenFollowsInterface`).
  package var screenFollowsInterface: Bool { rules.screenFollowsInterface }

  /// The device's specification's (`Device.screenScale`).
  package var screenScale: CGFloat { rules.device.screenScale }

  /// The rule's answer (`SystemRules.scrollViewsAddTheSafeArea`).
  package var scrollViewsAddTheSafeArea: Bool { rules.scrollViewsAddTheSafeArea }

  /// The rule's answer (`SystemRules.contentInsetAnimates`).
  package var contentInsetAnimates: Bool { rules.contentInsetAnimates }

  /// The bar below the status bar where the status bar shows over the root view (from iOS 7; a
  /// Stage Manager window away from the screen's top is taken as under it too [M]), at the top
  /// where the app hides the bar (`SystemRules.appDecidesStatusBar`), as tall as
  /// `SystemRules.navigationBarHeight` says, translucent by default as
  /// `SystemRules.barsAreTranslucentByDefault` says, and part of the safe area where there is one
  /// (iOS 11).
  package func navigationBarPlacement(in orientation: UIInterfaceOrientation)
    -> NavigationBarPlacement
  {
    NavigationBarPlacement(
      top: max(
        0,
        rules.statusBarHeight(in: orientation, statusBarHiddenByApp: statusBarIsHiddenByApp)
          - rules.rootViewTopInset),
      height: rules.navigationBarHeight(in: orientation),
      isTranslucentByDefault: rules.barsAreTranslucentByDefault,
      insetsSafeArea: rules.hasSafeAreas)
  }

  /// Where a presented controller's view sits (`SystemRules.presentationKind(of:)`): where the
  /// root view does for full screen and over full screen, which keeps the presenter shown; for a
  /// sheet, the window below the card's top (`SystemRules.sheetTop(in:)`), or where the root view
  /// does where a sheet is full screen, the presenter then covered.
  package func presentationPlacement(
    of style: UIModalPresentationStyle, in orientation: UIInterfaceOrientation
  ) -> PresentationPlacement {
    let fullScreen = rootViewFrame(in: orientation)
    switch rules.presentationKind(of: style) {
    case .fullScreen:
      return PresentationPlacement(frame: fullScreen, keepsPresenterShown: false)
    case .overFullScreen:
      return PresentationPlacement(frame: fullScreen, keepsPresenterShown: true)
    case .sheet:
      guard let sheetTop = rules.sheetTop(in: orientation) else {
        return PresentationPlacement(frame: fullScreen, keepsPresenterShown: false)
      }
      let top = CGFloat(sheetTop)
      return PresentationPlacement(
        frame: CGRect(
          x: fullScreen.minX, y: top, width: fullScreen.width, height: fullScreen.maxY - top),
        keepsPresenterShown: true)
    }
  }

  /// The rule's answer (`SystemRules.forwardsDeprecatedRotationCalls`).
  package var forwardsDeprecatedRotationCalls: Bool { rules.forwardsDeprecatedRotationCalls }

  /// The rule's answer (`SystemRules.textFieldEditingBeginsBeforeKeyboard`).
  package var textFieldEditingBeginsBeforeKeyboard: Bool {
    rules.textFieldEditingBeginsBeforeKeyboard
  }
}
