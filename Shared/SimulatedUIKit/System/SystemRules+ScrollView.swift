/// The rules for scroll views (the keyboard techniques' tables).
extension SystemRules {
  /// A content inset set inside an animation block moves what the user sees (the content offset it
  /// implies, the scrollable area's edge) with that animation [M: `contentInset` is no layer
  /// property, but what it moves is; the other choice, the inset landing at once, would make every
  /// inset technique show a keyboard-high transient that no user sees].
  var contentInsetAnimates: Bool { holds(.contentInsetAnimates, true) }

  /// From iOS 11 what a scroll view can show is bounded by its `adjustedContentInset`: its
  /// `contentInset` plus the safe area's insets, as `contentInsetAdjustmentBehavior` says; before
  /// iOS 11 there is no safe area to add [A: Apple-AdjustedContentInset,
  /// Apple-ContentInsetAdjustmentBehavior].
  var scrollViewsAddTheSafeArea: Bool { holds(.scrollViewsAddTheSafeArea, os >= 11) }
}
