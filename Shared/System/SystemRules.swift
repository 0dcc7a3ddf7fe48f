import Foundation

/// Every rule that depends on the iOS version or the device, in one place, each with its evidence
/// (`ios-model.md`: [A] Apple, [S] several reports, [1] one report, [M] our modelling choice).
///
/// The choreography (`Simulation+Keyboard`, `Simulation+Rotation`) asks these questions and never
/// compares version numbers itself, so changing a rule is a one-line change here.
struct SystemRules {
  let device: Device
  let os: Int

  var isPad: Bool { device.isPad }

  // MARK: - Screen and status bar (§2, §6)

  /// Before iOS 7 the root view sits below the 20 pt status bar; from iOS 7 it is full screen [S].
  var rootViewTopInset: Double { os <= 6 ? 20 : 0 }

  /// Before iOS 8 the screen's and the window's coordinates stay portrait; from iOS 8 they follow
  /// the interface [A: `UICoordinateSpace`].
  var screenFollowsInterface: Bool { os >= 8 }

  // MARK: - Keyboard (§2, §3)

  /// The docked keyboard's height [S]; from iOS 8 with the QuickType bar, on by default [S].
  func keyboardHeight(in orientation: UIInterfaceOrientation, kind: KeyboardKind) -> Double {
    baseKeyboardHeight(landscape: orientation.isLandscape) + kind.extraHeight(isPad: isPad)
  }

  private func baseKeyboardHeight(landscape: Bool) -> Double {
    let quickType = os >= 8
    if isPad {
      // [S] 264 / 352 without QuickType; [1] 313 / 398 with it.
      return quickType ? (landscape ? 398 : 313) : (landscape ? 352 : 264)
    }
    if landscape {
      // [S] 162 without QuickType; [M] 194 with it.
      return quickType ? 194 : 162
    }
    switch (quickType, device.portraitScreen.width) {
    case (false, 414...): return 226  // [S] 5.5-inch
    case (false, _): return 216  // [S]
    case (true, 414...): return 271  // [S] 5.5-inch with QuickType
    case (true, 375...): return 258  // [S] 4.7-inch with QuickType
    case (true, _): return 253  // [S] 4-inch; [M] the 3.5-inch iPhone 4S taken as the same
    }
  }

  /// The duration every "will" notification reports [S].
  var keyboardAnimationDuration: Double { 0.25 }

  /// The curve the "will" notifications report: ease-in-out (0) before iOS 7, the keyboard's own
  /// spring (7) from iOS 7 [S].
  var keyboardAnimationCurve: Int { os >= 7 ? 7 : 0 }

  /// `UIKeyboardIsLocalUserInfoKey` exists from iOS 9 [A].
  var postsIsLocal: Bool { os >= 9 }

  /// Switching to a taller keyboard while one is up posts WillChangeFrame and WillShow again through
  /// iOS 10; from iOS 11 only the frame-change pair [S].
  var keyboardSwitchPostsWillShow: Bool { os <= 10 }

  // MARK: - Rotation (§4)

  /// iOS 5 asks `shouldAutorotateToInterfaceOrientation:` [A]; iOS 6 and later ask
  /// `shouldAutorotate`, then `supportedInterfaceOrientations`, and no longer the old method [A/S].
  var asksShouldAutorotateToInterfaceOrientation: Bool { os <= 5 }

  /// A tilt that does not rotate the interface ("dip your device back and then up again") asks
  /// `shouldAutorotate` and `supportedInterfaceOrientations` from iOS 6; iOS 5 calls nothing [1].
  var tiltAsksForSupportedOrientations: Bool { os >= 6 }

  /// From iOS 8 a rotation is a size transition with a coordinator [A]; before, the three rotation
  /// calls [A].
  var usesTransitionCoordinator: Bool { os >= 8 }

  /// Before iOS 8 the rotation's keyboard hide is posted before the rotation animation opens, its
  /// show inside it [S/1]; from iOS 8 both are posted inside the rotation animation [S].
  var postsRotationHideInsideAnimation: Bool { os >= 8 }

  /// On iPhone from iOS 10 the rotation's will-hide is posted with animations disabled, so what it
  /// changes lands at once and nothing is in flight for begin-from-current-state to start from [M:
  /// the one mechanism that gives both the iPhone symptom "your animation begins at the bottom of
  /// the screen" and the iPad "still works" of the 2017 post; iOS 8's backtraces run through
  /// `performWithoutAnimation`].
  var postsRotationHideWithoutAnimation: Bool { !isPad && os >= 10 }

  /// The rotation animation: 0.3 s on iPhone, 0.4 s on iPad [M], doubled for a half turn [A:
  /// `statusBarOrientationAnimationDuration`], ease-in-out [M].
  func rotationDuration(isHalfTurn: Bool) -> Double {
    (isPad ? 0.4 : 0.3) * (isHalfTurn ? 2 : 1)
  }

  /// Split View and Slide Over: iPad from iOS 9 [A].
  var hasSplitView: Bool { isPad && os >= 9 }

  /// The app's pane in Split View: the right-hand third of the screen [M], so that the window is no
  /// longer at the screen's origin.
  var splitViewPaneWidth: Double { 320 }

  // MARK: - Animation (§5)

  /// From iOS 8 UIView animations are additive [S: WWDC 2014 session 236].
  var animationsAreAdditive: Bool { os >= 8 }
}
