/// A view made to be a responder's input view or input accessory view, in the look of the system
/// keyboard [A: Apple-UIInputView].
///
/// As an input view or accessory it is sized as any view is (its intrinsic height, else its
/// frame's), unless `allowsSelfSizing` is set: then the keyboard's frames take the height its
/// own constraints give it, `systemLayoutSizeFitting(_:)` (`Simulation.height(of:)`) [A:
/// Apple-AllowsSelfSizing]. The style's tint and blur are not drawn: the lab's pictures draw the
/// view as any other (docs/uikit-surface.md).
open class UIInputView: UIView {
  /// The look an input view takes [A].
  public enum Style: Int, Sendable {
    /// The look of a custom input view.
    case `default`
    /// The look of the system keyboard, for an input view that extends it.
    case keyboard
  }

  /// The look it was made with [A].
  public let inputViewStyle: Style

  /// Whether the keyboard's frames take the height its constraints give it
  /// (`systemLayoutSizeFitting(_:)`) rather than its current layout's; `false` until set [A:
  /// Apple-AllowsSelfSizing].
  open var allowsSelfSizing = false

  /// An input view with `frame` and the look `inputViewStyle` [A].
  public init(frame: CGRect, inputViewStyle: Style) {
    self.inputViewStyle = inputViewStyle
    super.init(frame: frame)
  }

  /// An input view made from an archive: the default look, as `init?(coder:)` of any view makes
  /// one with no size [A: the archive's style is not read; the lab loads no archives].
  public required init?(coder: NSCoder) {
    inputViewStyle = .default
    super.init(coder: coder)
  }
}

/// The Swift 3 name of the style type.
public typealias UIInputViewStyle = UIInputView.Style
