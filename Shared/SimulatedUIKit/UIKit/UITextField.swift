/// A text field, a control: it can become first responder, which brings the keyboard up;
/// resigning sends it away [A]. The scenario's `tap text-field` calls `becomeFirstResponder()` on
/// the nib's field.
open class UITextField: UIControl {
  /// How the field's border is drawn [A]; the lab draws none.
  public enum BorderStyle: Int, Sendable {
    /// No border (the default) [A].
    case none
    /// A thin line [A].
    case line
    /// A bezel [A].
    case bezel
    /// Rounded corners [A].
    case roundedRect
  }

  /// The field's text [A].
  open var text: String? = ""
  /// The gray text shown while the field is empty [A].
  open var placeholder: String?
  /// How the field's border is drawn (default `.none`) [A].
  open var borderStyle = BorderStyle.none

  /// The field's delegate, told of editing and asked about it (`UITextFieldDelegate`) [A].
  open weak var delegate: (any UITextFieldDelegate)?
  /// The title of the keyboard's return key (default `.default`) [A].
  open var returnKeyType = UIReturnKeyType.default
  /// How the keyboard looks (default `.default`) [A]; kept, drawn alike (`UIKeyboardAppearance`).
  open var keyboardAppearance = UIKeyboardAppearance.default
  /// The text's font (default the system font at 17 pt) [A]; it sets the field's natural height.
  open var font: UIFont? = UIFont.systemFont(ofSize: UIFont.labelFontSize) {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The text's colour (default `.label`, black) [A].
  open var textColor: UIColor? = UIColor.label
  /// How the text lines up (default `.natural`) [A].
  open var textAlignment = NSTextAlignment.natural
  /// Whether the field empties its text when editing begins (default `false`) [A].
  open var clearsOnBeginEditing = false
  /// Whether the field is editing: from its editing's beginning, as it becomes first responder,
  /// to its end [A].
  public private(set) var isEditing = false

  /// The style of the field's text [A]: its `font` and `textColor` under their keys. Setting it
  /// sets `font` and `textColor` from the keys it holds; the other attributes (an outline's
  /// colour and width, `NSAttributedString.Key.strokeColor`) are kept, as the lab draws no text
  /// [M].
  open var defaultTextAttributes: [NSAttributedString.Key: Any] {
    get {
      var style = otherTextAttributes
      if let font { style[.font] = font }
      if let textColor { style[.foregroundColor] = textColor }
      return style
    }
    set {
      if let font = newValue[.font] as? UIFont { self.font = font }
      if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
      otherTextAttributes = newValue.filter { $0.key != .font && $0.key != .foregroundColor }
    }
  }

  /// The attributes of `defaultTextAttributes` other than the font and the colour.
  private var otherTextAttributes: [NSAttributedString.Key: Any] = [:]

  /// The text with its style [A]: `text` in `defaultTextAttributes`. Setting it sets `text` to its
  /// characters and the style from its first character's attributes, as `defaultTextAttributes`
  /// does; styles that change along the text are not kept [M].
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0, attributes: defaultTextAttributes) } }
    set {
      text = newValue?.string
      guard let newValue, newValue.length > 0 else { return }
      defaultTextAttributes = newValue.attributes(at: 0, effectiveRange: nil)
    }
  }

  /// The view shown on the keyboard's top while the field is first responder [A].
  private var accessory: UIView?
  /// The view shown instead of the system keyboard while the field is first responder [A].
  private var customInputView: UIView?

  /// The view shown on the keyboard's top while the field is first responder; settable [A].
  open override var inputAccessoryView: UIView? {
    get { accessory }
    set { accessory = newValue }
  }

  /// The view shown instead of the system keyboard while the field is first responder; settable
  /// [A].
  open override var inputView: UIView? {
    get { customInputView }
    set { customInputView = newValue }
  }

  /// A text field takes text.
  package override var takesText: Bool { true }

  /// An enabled text field can be first responder [A]; a disabled one cannot [M: a disabled
  /// control ignores touches, so a tap never focuses it [A]; the lab refuses code's
  /// `becomeFirstResponder()` too. Other reading: code may focus a disabled field].
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// A field with a rounded border has a natural height where no constraint sets one: 34 pt from
  /// iOS 13 (Interface Builder's height for a new field since Xcode 11) [M], 30 pt before (a
  /// rounded field's fitting height, Xamarin.Forms pull request 987) [1]. Its width, and a field
  /// of another border style, have none in the lab [M: no text to measure; the built-in nibs'
  /// borderless fields keep the sizes their nibs give].
  open override var intrinsicContentSize: CGSize {
    guard borderStyle == .roundedRect else { return super.intrinsicContentSize }
    return CGSize(
      width: UIView.noIntrinsicMetric, height: RunningRelease.layoutIsAtLeast(13, 0) ? 34 : 30)
  }

  /// Asks the delegate whether the field may begin editing, then becomes first responder [A].
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    guard askDelegate("textFieldShouldBeginEditing(_:)", { $0.textFieldShouldBeginEditing(self) })
    else { return false }
    return super.becomeFirstResponder()
  }

  /// Asks the delegate whether the field may end editing, then resigns [A].
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    guard askDelegate("textFieldShouldEndEditing(_:)", { $0.textFieldShouldEndEditing(self) })
    else { return false }
    return super.resignFirstResponder()
  }

  /// The return key was tapped: asks the delegate `textFieldShouldReturn(_:)` [A].
  package func returnKeyTapped() {
    _ = askDelegate("textFieldShouldReturn(_:)", { $0.textFieldShouldReturn(self) })
  }

  /// Tells the delegate the field became first responder (the application calls it), then posts
  /// `textDidBeginEditingNotification` and sends the `.editingDidBegin` actions [A]; all before the
  /// keyboard's notifications, as a text field's editing begins on iOS
  /// (`SystemRules.textFieldEditingBeginsBeforeKeyboard`). The post is in the timeline when an
  /// observer hears it.
  func didBeginEditing() {
    isEditing = true
    if clearsOnBeginEditing { text = "" }
    tellDelegate("textFieldDidBeginEditing(_:)") { $0.textFieldDidBeginEditing(self) }
    NotificationCenter.default.postRecordedIfHeard(
      Notification(name: Self.textDidBeginEditingNotification, object: self))
    sendActions(for: .editingDidBegin)
  }

  /// Tells the delegate the field resigned first responder (the application calls it), then posts
  /// `textDidEndEditingNotification` and sends the `.editingDidEnd` actions [A].
  func didEndEditing() {
    isEditing = false
    tellDelegate("textFieldDidEndEditing(_:)") { $0.textFieldDidEndEditing(self) }
    NotificationCenter.default.postRecordedIfHeard(
      Notification(name: Self.textDidEndEditingNotification, object: self))
    sendActions(for: .editingDidEnd)
  }

  /// The delegate's answer to `name` (`true` without a delegate), a call in the timeline.
  private func askDelegate(_ name: String, _ ask: (any UITextFieldDelegate) -> Bool) -> Bool {
    guard let delegate else { return true }
    guard let recorder = RunningSystemSlot.current?.recorder else { return ask(delegate) }
    return recorder.call(name, describing: { "\($0)" }) { ask(delegate) }
  }

  /// Tells the delegate `name`, a call in the timeline.
  private func tellDelegate(_ name: String, _ tell: (any UITextFieldDelegate) -> Void) {
    guard let delegate else { return }
    guard let recorder = RunningSystemSlot.current?.recorder else { return tell(delegate) }
    recorder.call(name) { tell(delegate) }
  }
}
