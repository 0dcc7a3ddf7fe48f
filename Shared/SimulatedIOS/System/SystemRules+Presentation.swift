import SimulatedUIKit

/// The rules for a presented controller (`UIViewController.present(_:animated:completion:)`):
/// which style the default presents as, and where a sheet sits.
extension SystemRules.Rule {
  /// This file's rules, in the order `--list-rules` prints them.
  static let presentations: [Self] = [
    .automaticPresentationIsPageSheet,
    .pageSheetIsACard,
  ]
}

extension SystemRules.Rule {
  /// From iOS 13 a controller's default presentation style, `.automatic`, presents it as a page
  /// sheet; before iOS 13 the default was full screen [A: `UIModalPresentationStyle.automatic`,
  /// "for most view controllers, UIKit maps this style to pageSheet" before iOS 18 (formSheet
  /// from iOS 18, placed the same on an iPhone); Hackworth-Presentation13, "the default
  /// presentation is now page sheet, not full screen"]. Every app counts as built for the release
  /// it runs on [M].
  public static let automaticPresentationIsPageSheet = Self(
    "automaticPresentationIsPageSheet", tag: .apple, section: "§9",
    statement: "From iOS 13 a presented controller's default style (.automatic) is a page "
      + "sheet; before iOS 13 the default presents full screen.",
    sources: ["Apple-ModalPresentationAutomatic", "Hackworth-Presentation13"],
    describedSources: [
      RuleEvidence.Source(
        key: "Apple-ModalPresentationAutomatic",
        description: "`UIModalPresentationStyle.automatic` (iOS 13): the default style chosen "
          + "by the system, for most view controllers pageSheet before iOS 18 and formSheet "
          + "from iOS 18 "
          + "(https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/"
          + "automatic)"),
    ],
    alternative: "A controller's default style presents it full screen on every release.",
    answer: { "\($0.automaticPresentationIsPageSheet)" })

  /// On an iPhone a page sheet (and a form sheet or popover, which UIKit adapts the same way) is
  /// full screen before iOS 13, the compact width adapting it [A: the header of
  /// `modalPresentationStyle`, as Hackworth-Presentation13 quotes it]; from iOS 13 it is a card
  /// below the status bar, whose presenter stays shown above and beside it and hears no
  /// disappearance [S: Hackworth-Presentation13; Netguru-Modals13, "the root view controller's
  /// view is … not removed from the view hierarchy"]. The card's top is the status bar's bottom
  /// plus 10 pt [M: the gap the lab gives it], so that its view's safe area has no top inset: the
  /// status bar lies above it [A: the safe area is what bars cover]; its bottom is the screen's,
  /// with the home indicator's inset. An iPad's sheets are placed the same [M].
  public static let pageSheetIsACard = Self(
    "pageSheetIsACard", tag: .several, section: "§9",
    statement: "From iOS 13 a page sheet is a card whose top is 10 pt below the status bar "
      + "[M], its view with no top safe area, its presenter shown above it and told no "
      + "disappearance; before iOS 13 an iPhone shows a page sheet full screen.",
    sources: ["Hackworth-Presentation13", "Netguru-Modals13"],
    describedSources: [
      RuleEvidence.Source(
        key: "Netguru-Modals13",
        description: "Netguru, \"iOS 13 Modals Changes\" (2019): the card presentation, the "
          + "presenting controller's view scaled down and not removed from the view "
          + "hierarchy; .automatic resolves to .pageSheet for an app's controller "
          + "(https://www.netguru.com/codestories/ios-13-modals-changes-1)")
    ],
    alternative: "A page sheet covers the screen on every release, as full screen does.",
    answer: { rules in
      UIInterfaceOrientation.allCases.map { rules.sheetTop(in: $0).map { "\($0)" } ?? "full" }
        .joined(separator: " ")
    })
}

extension SystemRules {
  var automaticPresentationIsPageSheet: Bool {
    holds(.automaticPresentationIsPageSheet, os >= 13)
  }

  /// Where a sheet's card starts in `orientation`, in a window that starts at the screen's top
  /// (`pageSheetIsACard`): the status bar's bottom plus 10 pt, the bar as the system shows it
  /// whatever the app prefers [M: the card's place with the bar hidden is not modelled]; `nil`
  /// where a sheet is full screen.
  func sheetTop(in orientation: UIInterfaceOrientation) -> Double? {
    guard holds(.pageSheetIsACard, os >= 13) else { return nil }
    return statusBarHeight(in: orientation, statusBarHiddenByApp: false) + 10
  }

  /// What `style` presents as: a sheet (a page or form sheet, a popover, and `.automatic` where
  /// `automaticPresentationIsPageSheet` holds), over full screen (which keeps the presenter
  /// shown), or full screen (every other style) [A; M: the styles the lab places as their kin,
  /// `UIModalPresentationStyle`].
  func presentationKind(of style: UIModalPresentationStyle) -> PresentationKind {
    switch style {
    case .pageSheet, .formSheet, .popover: .sheet
    case .automatic: automaticPresentationIsPageSheet ? .sheet : .fullScreen
    case .overFullScreen, .overCurrentContext: .overFullScreen
    case .fullScreen, .currentContext, .custom, .none: .fullScreen
    }
  }

  /// The three ways the lab places a presented controller.
  enum PresentationKind {
    case fullScreen
    case overFullScreen
    case sheet
  }
}
