/// What the lab reads in an Interface Builder document (`InterfaceObjectBuilder`): the objects it
/// builds, the attributes and elements it models, and those it reads past, each either Interface
/// Builder's alone (the canvas, the design device, labels for the outline) or one
/// `docs/uikit-surface.md` names where the lab models less. Anything else is refused.
enum InterfaceVocabulary {
  /// The object elements the lab builds, with the UIKit class each is.
  static let objectClasses: [String: String] = [
    "view": "UIView", "label": "UILabel", "button": "UIButton", "textField": "UITextField",
    "textView": "UITextView", "stackView": "UIStackView", "scrollView": "UIScrollView",
    "imageView": "UIImageView", "barButtonItem": "UIBarButtonItem",
    "viewController": "UIViewController",
  ]

  /// Attributes read past: identity and Interface Builder's own (ids, classes, outline labels,
  /// frames fixed on the canvas, scene membership) [A], and those the lab models less, which
  /// `docs/uikit-surface.md` lists (content mode, opacity hints, line breaking, font scaling,
  /// content alignment, button type, margins' relation to the safe area, scroll indicators,
  /// selectability, bar item style, translucency) [M].
  static let readPastAttributes: Set<String> = [
    "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "fixedFrame",
    "misplaced", "ambiguous", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
    "sceneMemberID", "storyboardIdentifier", "colorLabel", "restorationIdentifier",
    "autoresizesArchivedViewToFullSize", "useStoryboardIdentifierAsRestorationIdentifier",
    // Modelled less (docs/uikit-surface.md, "Interface Builder documents").
    "contentMode", "opaque", "multipleTouchEnabled", "lineBreakMode", "baselineAdjustment",
    "adjustsFontSizeToFit", "minimumFontSize", "minimumScaleFactor", "contentHorizontalAlignment",
    "contentVerticalAlignment", "buttonType", "insetsLayoutMarginsFromSafeArea",
    "preservesSuperviewLayoutMargins", "layoutMarginsFollowReadableWidth",
    "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "selectable",
    "usesAttributedText", "adjustsFontForContentSizeCategory", "clearsContextBeforeDrawing",
    "semanticContentAttribute", "style", "systemItem",
    "pointerInteraction", "adjustsImageWhenHighlighted", "clearButtonMode",
    "clearsOnBeginEditing",
  ]

  /// Child elements read past, with what they hold: the design device and canvas, simulated
  /// metrics, fonts of buttons and states other than the normal title, text input traits (the
  /// lab's keyboard is one per device and release, whatever the traits), a button's
  /// configuration, accessibility [M].
  static let readPastElements: Set<String> = [
    "point", "freeformSimulatedSizeMetrics", "simulatedMetricsContainer",
    "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics", "simulatedScreenMetrics",
    "simulatedOrientationMetrics", "textInputTraits", "buttonConfiguration", "accessibility",
    "fontDescription", "state",
  ]

  /// The attributes of a storyboard scene's controller the lab reads: identity, the scene's
  /// membership and the title, which is the navigation bar's (the lab draws no text in the bar).
  static let sceneControllerAttributes: Set<String> = [
    "id", "customClass", "customModule", "customModuleProvider", "sceneMemberID",
    "storyboardIdentifier", "title", "userLabel", "restorationIdentifier",
    "useStoryboardIdentifierAsRestorationIdentifier",
  ]

  /// Keys of child elements read past: a controller's freeform size on the canvas [A].
  static let readPastKeys: Set<String> = ["freeformSize", "canvasLocation"]

  /// A constraint's attributes the lab models or reads past (`placeholder` drops it).
  static let constraintAttributes: Set<String> = [
    "id", "firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation",
    "multiplier", "constant", "priority", "identifier", "placeholder", "symbolic", "userLabel",
  ]

  /// The attributes the lab's Auto Layout relates (`NSLayoutConstraint.Attribute`).
  static let constraintItemAttributes: Set<String> = [
    "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX",
    "centerY",
  ]

  /// Margin attributes, each the attribute of the item's layout margins guide it relates [A].
  static let marginAttributes: [String: String] = [
    "leftMargin": "left", "rightMargin": "right", "topMargin": "top", "bottomMargin": "bottom",
    "leadingMargin": "leading", "trailingMargin": "trailing",
    "centerXWithinMargins": "centerX", "centerYWithinMargins": "centerY",
  ]

  /// `<autoresizingMask>`'s attributes, with the mask each sets.
  static let autoresizingFlags: [(String, String)] = [
    ("flexibleMinX", "flexibleLeftMargin"), ("widthSizable", "flexibleWidth"),
    ("flexibleMaxX", "flexibleRightMargin"), ("flexibleMinY", "flexibleTopMargin"),
    ("heightSizable", "flexibleHeight"), ("flexibleMaxY", "flexibleBottomMargin"),
  ]

  /// The events of the lab's `UIControl.Event` an action may name.
  static let controlEvents: Set<String> = [
    "touchDown", "touchUpInside", "touchUpOutside", "valueChanged", "primaryActionTriggered",
    "editingDidBegin", "editingChanged", "editingDidEnd", "editingDidEndOnExit",
  ]

  static let textAlignments = ["natural", "left", "center", "right", "justified"]
  static let borderStyles = ["none", "line", "bezel", "roundedRect"]
  static let stackDistributions = [
    "fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering",
  ]
  /// A stack view's alignments; `top` and `bottom` are `leading` and `trailing` [A].
  static let stackAlignments: [String: String] = [
    "fill": "fill", "leading": "leading", "top": "leading", "center": "center",
    "trailing": "trailing", "bottom": "trailing", "firstBaseline": "firstBaseline",
    "lastBaseline": "lastBaseline",
  ]

  /// The system colours of the lab's `UIColor`, by their member's name (`systemIndigo` for a
  /// document's `systemIndigoColor`).
  static let systemColors: Set<String> = [
    "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal",
    "systemCyan", "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown",
    "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
    "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
    "systemGroupedBackground", "secondarySystemGroupedBackground", "label", "secondaryLabel",
    "tertiaryLabel", "placeholderText", "separator", "link", "black", "darkGray", "lightGray",
    "white", "gray", "clear", "red", "green", "blue", "cyan", "yellow", "magenta", "orange",
    "purple", "brown",
  ]
}
