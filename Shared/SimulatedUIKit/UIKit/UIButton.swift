/// A button, as UIKit's `UIButton`: a control with a title, sized by it [A]. The lab draws no
/// text: a button's intrinsic size is its title label's with the button's padding [M: 6 pt above
/// and below a 15 pt title, a system button's 30 pt height [1]; a configuration's 7 pt above and
/// below and 12 pt at the sides of a 17 pt title (iOS 15) [M]].
open class UIButton: UIControl {
  /// A button's kind, with UIKit's raw values [A]. The lab draws them alike.
  public enum ButtonType: Int, Sendable {
    /// Drawn by the app [A].
    case custom = 0
    /// The system's (iOS 7) [A].
    case system = 1
    /// A detail disclosure [A].
    case detailDisclosure = 2
    /// An info button, light [A].
    case infoLight = 3
    /// An info button, dark [A].
    case infoDark = 4
    /// A contact-add button [A].
    case contactAdd = 5
    /// A close button (iOS 13) [A].
    case close = 7
  }

  /// The button's kind [A].
  public let buttonType: ButtonType
  /// The label that shows the title [A].
  public let titleLabel: UILabel? = UILabel()
  /// The button's look, from iOS 15: with one, the title comes from it [A].
  open var configuration: UIButton.Configuration? {
    didSet { updateTitle() }
  }
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]

  /// A button of `buttonType` with no size [A].
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
    titleLabel?.font = UIFont.systemFont(ofSize: 15)
  }

  /// A custom button with `frame` [A].
  public override init(frame: CGRect) {
    buttonType = .custom
    super.init(frame: frame)
    titleLabel?.font = UIFont.systemFont(ofSize: 15)
  }

  /// A custom button from an archive [A].
  public required init?(coder: NSCoder) {
    buttonType = .custom
    super.init(coder: coder)
    titleLabel?.font = UIFont.systemFont(ofSize: 15)
  }

  /// A system button drawn by `configuration` (iOS 15) [A].
  public convenience init(configuration: UIButton.Configuration) {
    self.init(type: .system)
    self.configuration = configuration
    // An initializer of the class's own sets the property without its observer.
    updateTitle()
  }

  /// Sets the title shown in `state` (the lab's buttons are always `.normal`) [A].
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
    updateTitle()
  }

  /// The title for `state`, or the normal one [A].
  open func title(for state: UIControl.State) -> String? {
    titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
  }

  /// The title shown now: the configuration's, else the normal state's [A].
  open var currentTitle: String? {
    configuration?.title ?? title(for: .normal)
  }

  /// Sets the title's colour in `state` (kept, not drawn) [A].
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
    titleLabel?.textColor = titleColors[UIControl.State.normal.rawValue] ?? UIColor.systemBlue
  }

  /// The title's colour for `state` [A].
  open func titleColor(for state: UIControl.State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
  }

  private func updateTitle() {
    titleLabel?.text = currentTitle
    titleLabel?.font = UIFont.systemFont(ofSize: configuration == nil ? 15 : 17)
    invalidateIntrinsicContentSize()
  }

  /// The title label's size with the button's padding [M: see the type].
  open override var intrinsicContentSize: CGSize {
    let title = titleLabel?.intrinsicContentSize ?? .zero
    let font = titleLabel?.font ?? UIFont.systemFont(ofSize: 15)
    let lineHeight = font.lineHeight.rounded(.up)
    if configuration != nil {
      return CGSize(width: title.width + 24, height: lineHeight + 14)
    }
    return CGSize(width: title.width, height: lineHeight + 12)
  }
}
