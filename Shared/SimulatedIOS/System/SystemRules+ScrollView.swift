/// The rules for scroll views (the keyboard techniques' tables).
extension SystemRules.Rule {
  /// This file's rules, in the order `--list-rules` prints them.
  static let scrollViews: [Self] = [
    .contentInsetAnimates,
    .scrollViewsAddTheSafeArea,
  ]
}

extension SystemRules.Rule {
  /// A content inset set inside an animation block moves what the user sees (the content offset it
  /// implies, the scrollable area's edge) with that animation [M: `contentInset` is no layer
  /// property, but what it moves is; the other choice, the inset landing at once, would make every
  /// inset technique show a keyboard-high transient that no user sees].
  public static let contentInsetAnimates = Self(
    "contentInsetAnimates", tag: .model, section: "§8.9",
    statement: "A content inset set inside an animation block moves what the user sees "
      + "(the content offset it implies, the scrollable area's edge) with that animation.",
    sources: [],
    alternative: "A content inset lands at once even inside an animation block, a "
      + "keyboard-high jump in every inset technique.",
    answer: { "\($0.contentInsetAnimates)" })
}

extension SystemRules {
  var contentInsetAnimates: Bool { holds(.contentInsetAnimates, true) }
}

extension SystemRules.Rule {
  /// From iOS 11 what a scroll view can show is bounded by its `adjustedContentInset`: its
  /// `contentInset` plus the safe area's insets, as `contentInsetAdjustmentBehavior` says; before
  /// iOS 11 there is no safe area to add [A: Apple-AdjustedContentInset,
  /// Apple-ContentInsetAdjustmentBehavior].
  public static let scrollViewsAddTheSafeArea = Self(
    "scrollViewsAddTheSafeArea", tag: .apple, section: "§8.9",
    statement: "From iOS 11 what a scroll view can show is bounded by its "
      + "adjustedContentInset, its contentInset plus the safe area's insets as "
      + "contentInsetAdjustmentBehavior says, so on a device without a home button a "
      + "keyboard-high bottom inset ends the content 34 pt above the keyboard.",
    sources: ["Apple-AdjustedContentInset", "Apple-ContentInsetAdjustmentBehavior"],
    alternative: "A scroll view's content inset is what it shows on every release; the safe "
      + "area adds nothing.",
    answer: { "\($0.scrollViewsAddTheSafeArea)" })
}

extension SystemRules {
  var scrollViewsAddTheSafeArea: Bool { holds(.scrollViewsAddTheSafeArea, os >= 11) }
}
