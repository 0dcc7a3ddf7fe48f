extension SystemRules {
  /// What `rule` answers for this device, release and mode, as text: the one way to compare two
  /// releases rule by rule, so that which releases differ, and by which rules, is read from the
  /// rules themselves (`releaseDistinctions`) and never kept by hand.
  func answer(_ rule: Rule) -> String {
    switch rule {
    case .rootViewBelowStatusBar: "\(rootViewTopInset)"
    case .screenFollowsInterface: "\(screenFollowsInterface)"
    case .statusBarHiddenInLandscapeOnPhone: "\(hidesStatusBarInLandscape)"
    case .quickTypeBarByDefault: "\(quickTypeBarByDefault)"
    case .padKeyboardHeights, .keyboardCoversHomeIndicator, .tallerKeyboardsAddARow:
      UIInterfaceOrientation.allCases.flatMap { orientation in
        KeyboardKind.allCases.flatMap { kind in
          [false, true].map { "\(keyboardHeight(in: orientation, kind: kind, quickType: $0))" }
        }
      }.joined(separator: " ")
    case .keyboardAnimationDuration: "\(keyboardAnimationDuration)"
    case .keyboardSpringCurve: "\(keyboardAnimationCurve)"
    case .isLocalKey: "\(postsIsLocal)"
    case .keyboardNotificationObjectIsScreen: "\(keyboardNotificationObjectIsScreen)"
    case .keyboardEndFrameInViewCoordinates: "\(keyboardEndFrameInViewCoordinates)"
    case .keyboardSwitchPostsWillShow: "\(keyboardSwitchPostsWillShow)"
    case .keyboardAnimationBeginsFromCurrentState: "\(keyboardAnimationBeginsFromCurrentState)"
    case .asksShouldAutorotateToInterfaceOrientation:
      "\(asksShouldAutorotateToInterfaceOrientation)"
    case .asksShouldAutorotateBeforeSupportedOrientations:
      "\(asksShouldAutorotateBeforeSupportedOrientations)"
    case .tiltAsksForSupportedOrientations: "\(tiltAsksForSupportedOrientations)"
    case .usesTransitionCoordinator: "\(usesTransitionCoordinator)"
    case .forwardsDeprecatedRotationCalls: "\(forwardsDeprecatedRotationCalls)"
    case .postsRotationHideInsideAnimation: "\(postsRotationHideInsideAnimation)"
    case .postsRotationHideWithoutAnimation: "\(postsRotationHideWithoutAnimation)"
    case .keyboardKeepsItsOwnTimingDuringRotation: "\(keyboardKeepsItsOwnTimingDuringRotation)"
    case .keyboardLayoutGuideIgnoresRotationHide: "\(keyboardLayoutGuideIgnoresRotationHide)"
    case .keyboardLayoutGuideFollowsDismissGesture: "\(keyboardLayoutGuideFollowsDismissGesture)"
    case .padRotatesSlower, .halfTurnTakesTwiceAsLong:
      "\(rotationDuration(isHalfTurn: false)) \(rotationDuration(isHalfTurn: true))"
    case .noUpsideDownWithoutHomeButton: "\(turnsUpsideDown)"
    case .splitView: "\(hasSplitView)"
    case .splitViewPaneWidth: "\(splitViewPaneWidth)"
    case .stageManager: "\(hasStageManager)"
    case .windowCoordinatesStartAtTheWindow: "\(windowCoordinatesStartAtTheWindow)"
    case .animationsAreAdditive: "\(animationsAreAdditive)"
    case .hardwareKeyboardLeavesShortcutBar: "\(hardwareKeyboardLeavesShortcutBar)"
    case .hardwareKeyboardLeavesCandidateBarOnPhone: "\(hardwareKeyboardLeavesCandidateBarOnPhone)"
    case .shortcutBarHeight: "\(shortcutBarHeight)"
    case .hardwareKeyboardToolbarIsCentred: "\(hardwareKeyboardToolbarIsCentred)"
    case .minimisedToolbarActsAsKeyboardOnlyInStageManager:
      "\(minimisedToolbarActsAsKeyboardOnlyInStageManager)"
    case .undockableKeyboard: "\(hasUndockableKeyboard)"
    case .undockingPostsHide: "\(undockingPostsHide)"
    case .dockingPostsShowTwice: "\(dockingPostsShowTwice)"
    case .floatingKeyboard: "\(hasFloatingKeyboard)"
    case .floatingKeyboardPostsHide: "\(floatingKeyboardPostsHide)"
    case .movingFloatingKeyboardPostsEmptyFrame: "\(movingFloatingKeyboardPostsEmptyFrame)"
    case .quickTypeToggleDuration: "\(quickTypeToggleDuration)"
    case .quickTypeTogglePostsWillShow: "\(quickTypeTogglePostsWillShow)"
    case .rotationPostsKeyboardPairTwiceOnIOS8Point3: "\(rotationPostsKeyboardPairTwice)"
    case .otherAppsKeyboardIsNotLocal: "\(otherAppsKeyboardIsLocal)"
    case .doubleHeightStatusBar: "\(hasDoubleHeightStatusBar)"
    case .doubleHeightStatusBarExtra: "\(doubleHeightStatusBarExtra)"
    case .statusBarChangeDuration: "\(statusBarChangeDuration)"
    case .reduceMotion: "\(hasReduceMotion)"
    case .reduceMotionChangesKeyboard: "\(reduceMotionChangesKeyboard)"
    case .crossFadeTransitions: "\(hasCrossFadeTransitions)"
    case .crossFadeHideEndFrameIsEmpty: "\(crossFadeHideEndFrameIsEmpty)"
    case .backgroundHidesKeyboardWithoutAnimation: "\(backgroundHidesKeyboardWithoutAnimation)"
    case .contentInsetAnimates: "\(contentInsetAnimates)"
    case .scrollViewsAddTheSafeArea: "\(scrollViewsAddTheSafeArea)"
    case .interactiveDismissal: "\(hasInteractiveDismissal)"
    case .interactiveDismissalPostsOnRelease: "\(interactiveDismissalPostsOnRelease)"
    case .touchesIgnoredDuringRotation: "\(ignoresTouchesWhileRotating)"
    case .rotationWaitsForRotation: "\(defersRotationWhileRotating)"
    }
  }

  /// Every modelled release in order, each with the rules whose answer differs from the release
  /// listed before it (8.3 comes between 8 and 9) on some device that ran both (an app shown
  /// natively): an empty list is a release that behaves as the one before it. The first release
  /// has no release before it.
  package static func releaseDistinctions() -> [(release: IOSRelease, rules: [Rule])] {
    let releases = IOSVersion.modelled.flatMap { major in
      [IOSRelease(major)] + IOSRelease.pointReleases.filter { $0.major == major }
    }
    return releases.indices.map { index in
      let release = releases[index]
      guard index > 0 else { return (release, []) }
      // Each release is set apart from the one listed before it: a point release from its major
      // version, a major version from the previous major or that major's last point release.
      let previous = releases[index - 1]
      let devices = Device.allCases.filter {
        $0.modelledVersions.contains(release.major) && $0.modelledVersions.contains(previous.major)
      }
      let rules = Rule.allCases.filter { rule in
        devices.contains { device in
          SystemRules(device: device, release: release).answer(rule)
            != SystemRules(device: device, release: previous).answer(rule)
        }
      }
      return (release, rules)
    }
  }
}
