/// How a presented controller is shown (`UIViewController.modalPresentationStyle`), with UIKit's
/// raw values [A: `UIModalPresentationStyle`].
///
/// The running system places each (`RunningSystem.presentationPlacement(of:in:)`, whose answers
/// are `SystemRules.automaticPresentationIsPageSheet` and `SystemRules.pageSheetIsACard`): full
/// screen, over full screen, or a sheet. The styles the lab does not draw as their own are placed
/// as the nearest of those three, as `docs/uikit-surface.md` says: a form sheet and a popover as a
/// page sheet (on an iPhone UIKit adapts both to it, or to full screen before iOS 13) [A: the
/// header's "Modal Presentations on iPhone"; M: on an iPad], the current-context styles as their
/// full-screen kin, a custom one as full screen [M].
public enum UIModalPresentationStyle: Int, Sendable {
  /// The presented view covers the screen; the presenter's disappears [A].
  case fullScreen = 0
  /// A sheet that partially covers what is beneath (iOS 13: a card on an iPhone) [A].
  case pageSheet = 1
  /// A sheet centred on the screen; placed as a page sheet [A; M].
  case formSheet = 2
  /// Over the presenting controller's context; placed as full screen [M].
  case currentContext = 3
  /// The app's own presentation controller; placed as full screen [M].
  case custom = 4
  /// The presented view covers the screen and the presenter's stays beneath it, told nothing [A].
  case overFullScreen = 5
  /// Over the presenting controller's context, which stays; placed as over full screen [M].
  case overCurrentContext = 6
  /// A popover; placed as a page sheet, as on an iPhone [A; M].
  case popover = 7
  /// No adaptation, the style a delegate returns to keep the one asked for; placed as full
  /// screen [M].
  case none = -1
  /// The system's choice (iOS 13), every controller's default: a page sheet from iOS 13
  /// (`SystemRules.automaticPresentationIsPageSheet`) [A].
  case automatic = -2
}
