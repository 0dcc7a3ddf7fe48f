/// What loading a nib hands its owner: the views and constraint the originals' outlets connect.
public struct NibObjects {
  /// The root view, the controller's `view`.
  public let view: UIView
  /// The gray view whose bottom should sit on the keyboard's top.
  public let grayView: UIView
  /// The text field 20 pt above the gray view's bottom.
  public let textField: UITextField
  /// The gray view's bottom constraint (Auto Layout nibs only).
  public let bottomLayoutConstraint: NSLayoutConstraint?
}
