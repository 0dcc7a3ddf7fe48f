import Foundation

extension NSLayoutConstraint {
  /// How `constraints(withVisualFormat:options:metrics:views:)` aligns the views of a format and
  /// which way it lays them, with UIKit's raw values [A]. **Modelled less:** the baselines,
  /// right-to-left layout and baseline-to-baseline spacing are not there [M: the lab's
  /// attributes have no baselines, and its leading edge is the left].
  public struct FormatOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Each view's left edge on the one before it [A].
    public static let alignAllLeft = FormatOptions(attribute: .left)
    /// Each view's right edge on the one before it [A].
    public static let alignAllRight = FormatOptions(attribute: .right)
    /// Each view's top edge on the one before it [A].
    public static let alignAllTop = FormatOptions(attribute: .top)
    /// Each view's bottom edge on the one before it [A].
    public static let alignAllBottom = FormatOptions(attribute: .bottom)
    /// Each view's leading edge on the one before it [A].
    public static let alignAllLeading = FormatOptions(attribute: .leading)
    /// Each view's trailing edge on the one before it [A].
    public static let alignAllTrailing = FormatOptions(attribute: .trailing)
    /// Each view's horizontal center on the one before it [A].
    public static let alignAllCenterX = FormatOptions(attribute: .centerX)
    /// Each view's vertical center on the one before it [A].
    public static let alignAllCenterY = FormatOptions(attribute: .centerY)
    /// Horizontal formats from the leading edge to the trailing (the default) [A].
    public static let directionLeadingToTrailing = FormatOptions([])
    /// Horizontal formats from left to right, with left and right edges [A].
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Spacing between the views' edges (the default) [A].
    public static let spacingEdgeToEdge = FormatOptions([])

    /// The option that aligns the views on `attribute`: UIKit's `1 << attribute` [A].
    private init(attribute: Attribute) {
      self.init(rawValue: 1 << UInt(attribute.rawValue))
    }

    /// The attributes the options align, in their raw values' order.
    var alignedAttributes: [Attribute] {
      [.left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY].filter {
        contains(FormatOptions(attribute: $0))
      }
    }
  }

  /// The constraints `format`, in Auto Layout's visual format language, describes between the
  /// views `views` names, with the numbers `metrics` names [A], inactive, as UIKit returns them:
  /// `H:|-20-[name(>=100@750)]-[other(==name)]-|`, `V:[top]-(>=8)-[bottom]`.
  ///
  /// - `H:` (the default) or `V:`: the axis; `|` the superview's edge, which the view next to it
  ///   must have.
  /// - Between two items: nothing (flush, 0 pt), `-` (the standard space: 8 pt between views,
  ///   20 pt to the superview's edge [A]), `-n-` or `-metric-`, or predicates in parentheses,
  ///   `-(>=8,<=20@750)-`.
  /// - `[name]`, with predicates for its width (`H:`) or height (`V:`): a constant or a metric,
  ///   or another view's name for the same size, each with `==` (the default), `<=` or `>=`, and
  ///   `@priority`.
  /// - `options` align every view of the format on an edge or a center across the axis.
  ///
  /// A format that does not parse, a name neither dictionary has, a `|` beside a view without a
  /// superview, or an alignment along the format's own axis stops the program with a message that
  /// points at the place, as UIKit's `NSInvalidArgumentException` does [A].
  public static func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any]
  ) -> [NSLayoutConstraint] {
    var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
    return parser.constraints(options: opts)
  }
}
