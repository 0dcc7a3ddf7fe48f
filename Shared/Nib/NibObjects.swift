/// What loading a nib hands its owner: the views and constraint the originals' outlets connect.
public struct NibObjects {
  public let view: UIView
  public let grayView: UIView
  public let textField: UITextField
  /// The gray view's bottom constraint (Auto Layout nibs only).
  public let bottomLayoutConstraint: NSLayoutConstraint?
}
