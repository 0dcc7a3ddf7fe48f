import SimulatedUIKit

/// The interface files of the originals, rebuilt in code: the same views, frames, masks and
/// constraints, and the outlets their controllers connect.
public enum SchmeeboardNib: Sendable {
  /// `ViewController.xib` of 2012 (KeyboardSchmeeboard, CorrectedSchmeeboard): springs and struts,
  /// laid out for the iPhone 5 under a status bar.
  case springsAndStruts2012
  /// `Main.storyboard` of 2017 (CorrectedSchmeeboard2–4): Auto Layout, laid out for the iPhone 7.
  case autoLayout2017
  /// An interface its variant builds in code: a technique's demo app (`TechniqueNib`, in the lab,
  /// names the views as each technique's outlets do).
  case builtInCode(@Sendable () -> NibObjects)
  /// A stock interface for a controller of your own (`ControllerLayout`, `--layout`).
  case controllerLayout(ControllerLayout)

  /// Builds the views, as loading the nib would.
  public func instantiate() -> NibObjects {
    switch self {
    case .springsAndStruts2012:
      // Root view `{{0, 20}, {320, 548}}`, NSvFlags 274 (flexible width and height); gray view
      // 320 × 548, NSvFlags 274; text field `{{161, 498}, {139, 30}}`, NSvFlags 266 (flexible
      // width and top margin) [KS xib].
      let view = UIView(frame: CGRect(x: 0, y: 20, width: 320, height: 548), timelineName: "view")
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      let grayView = UIView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 548), timelineName: "grayView")
      grayView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      let textField = UITextField(frame: CGRect(x: 161, y: 498, width: 139, height: 30))
      textField.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
      view.addSubview(grayView)
      grayView.addSubview(textField)
      return NibObjects(
        view: view, grayView: grayView, textField: textField, bottomLayoutConstraint: nil)
    case .autoLayout2017:
      let storyboard = Self.storyboard2017(
        grayViewName: "grayView", bottomName: "bottomLayoutConstraint")
      return NibObjects(
        view: storyboard.view, grayView: storyboard.grayView, textField: storyboard.textField,
        bottomLayoutConstraint: storyboard.bottom)
    case .builtInCode(let build):
      return build()
    case .controllerLayout(let layout):
      return layout.instantiate()
    }
  }

  /// The 2017 storyboard's views and constraints, with the gray view and its bottom constraint
  /// named `grayViewName` and `bottomName` (the stock `pinned` layout names them as a controller
  /// of today does): root view 375 × 667, flexible width and height; gray view pinned to the
  /// root's four edges, the bottom one the outlet; text field `{{160, 617}, {195, 30}}`, 20 pt from
  /// the gray view's trailing and bottom edges [KS Main.storyboard].
  static func storyboard2017(grayViewName: String, bottomName: String) -> (
    view: UIView, grayView: UIView, textField: UITextField, bottom: NSLayoutConstraint
  ) {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), timelineName: "view")
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let grayView = UIView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), timelineName: grayViewName)
    grayView.translatesAutoresizingMaskIntoConstraints = false
    let textField = UITextField(frame: CGRect(x: 160, y: 617, width: 195, height: 30))
    textField.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(grayView)
    grayView.addSubview(textField)
    let bottom = NSLayoutConstraint(
      item: view, attribute: .bottom, toItem: grayView, attribute: .bottom, constant: 0,
      timelineName: bottomName)
    view.addConstraints([
      NSLayoutConstraint(
        item: grayView, attribute: .leading, toItem: view, attribute: .leading, constant: 0,
        timelineName: nil),
      bottom,
      NSLayoutConstraint(
        item: grayView, attribute: .top, toItem: view, attribute: .top, constant: 0,
        timelineName: nil),
      NSLayoutConstraint(
        item: view, attribute: .trailing, toItem: grayView, attribute: .trailing, constant: 0,
        timelineName: nil),
    ])
    grayView.addConstraints([
      NSLayoutConstraint(
        item: grayView, attribute: .bottom, toItem: textField, attribute: .bottom, constant: 20,
        timelineName: nil),
      NSLayoutConstraint(
        item: grayView, attribute: .trailing, toItem: textField, attribute: .trailing,
        constant: 20, timelineName: nil),
    ])
    return (view, grayView, textField, bottom)
  }
}
