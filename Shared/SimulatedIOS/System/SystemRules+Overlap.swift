import SimulatedUIKit

extension SystemRules.Rule {
  /// This file's rules, in the order `--list-rules` prints them.
  static let actionsDuringARotation: [Self] = [
    .touchesIgnoredDuringRotation,
    .rotationWaitsForRotation,
  ]
}

// MARK: - Actions during a rotation (§4)

// A rotation runs from the controller's first rotation call to its completion
// (`didRotate(from:)`, or the transition coordinator's completion); `Simulation+Overlap.swift`
// applies these rules and notes in the timeline what was ignored or deferred.

extension SystemRules.Rule {
  /// Touches that arrive while the interface rotates are dropped, not delivered late: a tap on
  /// the text field or the background, and a tap on the keyboard's globe key
  /// (`switch-keyboard`), do nothing.
  ///
  /// [A] `UIApplication.h` on `beginIgnoringInteractionEvents`: "nested. set should be set during
  /// animations & transitions to ignore touch and other events"; its documentation: "Tells the
  /// receiver to suspend the handling of touch-related events … You typically call this method
  /// before starting an animation or transition"
  /// (https://developer.apple.com/documentation/uikit/uiapplication/beginignoringinteractionevents()).
  /// [1] UIKit calls it itself for a rotation: a breakpoint on
  /// `-[UIApplication beginIgnoringInteractionEvents]` is hit during rotation, and an app whose
  /// rotation never finished kept `isIgnoringInteractionEvents` at YES and took no touches
  /// (PSPDFKit, "Debugging Rotation Issues", 2016,
  /// https://pspdfkit.com/blog/2016/debugging-rotation-issues/).
  /// [M] The same on iOS 5 to 11, for the whole rotation. Flipped, the touches are delivered: a
  /// tap can dismiss the keyboard in mid-rotation, and CorrectedSchmeeboard3 then ends a rotation
  /// with a 194 pt band of pink, an artefact no user could produce.
  public static let touchesIgnoredDuringRotation = Self(
    "touchesIgnoredDuringRotation", tag: .model, section: "§8.10",
    statement: "Taps on the text field, the background or the globe key that arrive while "
      + "the interface rotates are dropped, not delivered late [A/1], on iOS 5 to 11 and "
      + "for the whole rotation [M].",
    sources: ["UIApplication.h", "Apple-IgnoringEvents", "PSPDFKit-2016"],
    alternative: "Taps are delivered during a rotation, so one can dismiss the keyboard "
      + "mid-rotation.",
    answer: { "\($0.ignoresTouchesWhileRotating)" })
}

extension SystemRules {
  var ignoresTouchesWhileRotating: Bool { holds(.touchesIgnoredDuringRotation, true) }
}

extension SystemRules.Rule {
  /// A device turned again while the interface rotates does not start a second rotation at once:
  /// the interface turns when the rotation under way has ended, to the last orientation asked for.
  ///
  /// [1] `UIWindow`'s private interface has `_executeDeferredOrientationUpdate`,
  /// `+_executeDeferredOrientationUpdates` and `_invalidateDeferredOrientationUpdate` beside
  /// `_handleDeviceOrientationChange:` and `_finishedFullRotation:…` (class dumps of UIKitCore),
  /// and the PSPDFKit report above saw "rotation was not possible" while a rotation had not
  /// finished. [M] The deferred rotation begins right after the first's completion, and only the
  /// last orientation asked for is kept (the device is in one orientation when the first ends).
  /// Flipped, the second rotation starts at once and overlaps the first's animation and its
  /// keyboard hide-and-show, which no iOS showed.
  public static let rotationWaitsForRotation = Self(
    "rotationWaitsForRotation", tag: .model, section: "§8.10",
    statement: "A device turned again mid-rotation starts no second rotation at once [1]: "
      + "the interface turns right after the first rotation's completion, to the last "
      + "orientation asked for [M].",
    sources: ["UIKitCore class dumps", "PSPDFKit-2016"],
    alternative: "The second rotation starts at once and overlaps the first's animation and "
      + "its keyboard hide and show.",
    answer: { "\($0.defersRotationWhileRotating)" })
}

extension SystemRules {
  var defersRotationWhileRotating: Bool { holds(.rotationWaitsForRotation, true) }
}
