/// UIKit's `UITableViewCell`: the view of one row of a table [A], which a table's data source
/// gives it (`UITableView.dequeueReusableCell(withIdentifier:for:)`). Its `contentView` fills it,
/// and the app puts the row's views inside that; a row of `UITableView.automaticDimension` is as
/// tall as the constraints inside `contentView` make it [A].
///
/// `awakeFromNib()` is told only to a cell loaded from a nib or a storyboard [A], which the lab
/// never loads: a cell made in code, or by a table for a registered class, is made with
/// `init(style:reuseIdentifier:)` and never hears it, as on iOS. **Modelled less:** the styles'
/// own labels and image (`textLabel`, `detailTextLabel`, `imageView`), accessories, separators
/// and the selection's highlight are not there or not drawn; `isSelected` is kept [M].
open class UITableViewCell: UIView {
  /// The cell's built-in layout, with UIKit's raw values [A].
  public enum CellStyle: Int, Sendable {
    /// A label on the left.
    case `default`
    /// A label on the left and one on the right.
    case value1
    /// A label and a smaller one beside it.
    case value2
    /// A label and a smaller one below it.
    case subtitle
  }

  /// The view the row's content goes in: it fills the cell and follows its size [A].
  public let contentView: UIView
  /// The identifier the table reuses the cell under [A].
  public let reuseIdentifier: String?
  /// The style the cell was made with [A].
  public let style: CellStyle
  /// Whether the row is selected (`setSelected(_:animated:)`) [A]. No scenario step touches a row,
  /// so only the app selects one, and the highlight is not drawn [M].
  open var isSelected: Bool {
    get { selected }
    set { setSelected(newValue, animated: false) }
  }
  private var selected = false

  /// A cell of `style` reused under `reuseIdentifier` [A].
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    contentView = UIView(frame: .zero)
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.standardRowHeight))
    addContentView()
  }

  /// A cell from an archive [A]: of the default style, with no reuse identifier (the lab reads
  /// nothing from an archive).
  public required init?(coder: NSCoder) {
    style = .default
    reuseIdentifier = nil
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    addContentView()
  }

  /// A cell of the default style with no reuse identifier, at `frame` [A].
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// How a table makes a cell of a registered class [M]: Swift makes an object from its class
  /// only through a `required` initializer, where UIKit calls `init(style:reuseIdentifier:)`
  /// through the Objective-C runtime; this one calls the class's `init(style:reuseIdentifier:)`,
  /// the app's own override where it has one, with the default style.
  public required convenience init(reuseIdentifier: String?) {
    self.init(style: .default, reuseIdentifier: reuseIdentifier)
  }

  /// Puts `contentView` over the whole cell, following its size.
  private func addContentView() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Selects or deselects the row [A]; a subclass overrides it to show the state, calling
  /// `super`.
  open func setSelected(_ selected: Bool, animated: Bool) {
    self.selected = selected
  }

  /// Told before the table hands the cell out again (`dequeueReusableCell`), for the app to clear
  /// what the last row left in it [A].
  open func prepareForReuse() {}
}
