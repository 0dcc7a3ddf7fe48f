/// A bar to type a search into: UIKit's `UISearchBar` [A], as keyboard code meets it: a view that
/// holds a text field (`searchTextField`, iOS 13), which a tap goes into and which brings the
/// keyboard up, as any text field does.
///
/// The lab's bar is iOS 13's default: 56 pt high, its field 36 pt high, 8 pt in from the bar's
/// sides and centred in its height [M: the figures of the default bar, not measured here]. The bar
/// becomes and resigns first responder through its field, and is first responder while its field
/// is [M: UIKit keeps the field as the first responder]. The cancel button
/// (`showsCancelButton`) is kept, not drawn: the field keeps its width [M].
open class UISearchBar: UIView {
  /// The bar's text field [A].
  public let searchTextField = UISearchTextField()

  /// Whether the bar shows a Cancel button beside its field (default `false`) [A]; kept, not drawn.
  open var showsCancelButton = false

  /// A bar with `frame`, its field inside it [A].
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(searchTextField)
    placeField()
  }

  /// A bar from an archive: as `init(frame: .zero)` makes [A].
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(searchTextField)
    placeField()
  }

  /// The text typed into the field [A].
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }

  /// The text the empty field shows [A].
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }

  /// Whether the bar takes touches and can be first responder (default `true`, iOS 16.4) [A]: its
  /// field's `isEnabled` [M: the bar's switch and its field's are one in the lab].
  open var isEnabled: Bool {
    get { searchTextField.isEnabled }
    set { searchTextField.isEnabled = newValue }
  }

  /// The title of the keyboard's return key: its field's [A].
  open var returnKeyType: UIReturnKeyType {
    get { searchTextField.returnKeyType }
    set { searchTextField.returnKeyType = newValue }
  }

  /// How the keyboard looks: its field's [A]; kept, drawn alike (`UIKeyboardAppearance`).
  open var keyboardAppearance: UIKeyboardAppearance {
    get { searchTextField.keyboardAppearance }
    set { searchTextField.keyboardAppearance = newValue }
  }

  /// The view shown on the keyboard's top while the bar's field is first responder: its field's
  /// [A: the bar's accessory shows with the keyboard its field brings up].
  open override var inputAccessoryView: UIView? {
    get { searchTextField.inputAccessoryView }
    set { searchTextField.inputAccessoryView = newValue }
  }

  /// Shows or hides the Cancel button [A]; kept, not drawn.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// Whether the bar's field is first responder [M].
  open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

  /// Makes the bar's field first responder, which brings the keyboard up [A].
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    searchTextField.becomeFirstResponder()
  }

  /// Has the bar's field resign [A].
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    searchTextField.resignFirstResponder()
  }

  /// The bar's height, 56 pt, across any width [M].
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 56)
  }

  /// Places the field in the bar.
  open override func layoutSubviews() {
    super.layoutSubviews()
    placeField()
  }

  /// The field 8 pt in from the bar's sides, 36 pt high, centred in the bar's height.
  private func placeField() {
    let height: CGFloat = 36
    place(
      searchTextField,
      at: CGRect(
        x: bounds.minX + 8, y: bounds.midY - height / 2, width: max(bounds.width - 16, 0),
        height: height))
  }
}
