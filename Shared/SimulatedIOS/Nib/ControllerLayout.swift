import SimulatedUIKit

/// The stock interfaces a controller of your own runs in, for the outlets it declares
/// (`--layout`): its `@IBOutlet`s connect to their objects by type, and by name where a layout has
/// several of a type (`NibObjects.outlet(named:of:)`).
///
/// Every layout is ours [M], the smallest that holds what keyboard code commonly moves; a run
/// sizes its root view to the window before the view loads, as it would a view made in code.
///
/// Names matter only where a layout has several objects of an outlet's type (the form's fields):
/// an outlet connects by its type first, then by its name, then, among outlets of one type whose
/// names the layout does not know, in the order the controller declares them (`txtName`,
/// `txtEmail` take the form's first two fields). A few common names stand in for the layout's [M]:
/// `containerView` and `grayView` for `contentView`, `bottomLayoutConstraint` for
/// `bottomConstraint`, and `textField` for the form's `notesField`, the one tapped.
public enum ControllerLayout: String, CaseIterable, Sendable {
  /// No views but the root: the controller makes its own in `loadView()` or `viewDidLoad()`.
  case none
  /// The samples' content: `contentView` pinned to the root's four edges, its bottom constraint
  /// `bottomConstraint`, and `textField` 20 pt above its bottom, as in the 2017 storyboard.
  case pinned
  /// A form: `scrollView` filling the root view over `contentView`, 1,400 pt tall, with eight
  /// text fields down it (`nameField` … `notesField`); the tap taps the last, `notesField`, low
  /// on an iPhone's screen, where the keyboard covers it.
  case form
  /// A notes screen: `textView` filling the root view between the safe area's top and bottom, as
  /// the tutorials' storyboards pin it; the tap taps it, and the keyboard covers its lower half.
  case textView

  /// One line for `--list`: what the layout holds.
  public var abstract: String {
    switch self {
    case .none: "no views: the controller makes its own in loadView or viewDidLoad"
    case .pinned:
      "contentView pinned to the edges (bottomConstraint), textField 20 pt above its bottom"
    case .form:
      "scrollView over 1,400 pt of contentView, eight text fields (nameField … notesField, tapped)"
    case .textView: "textView filling the safe area, tapped"
    }
  }

  /// The form's fields, top to bottom; the tap taps the last.
  static let formFields = [
    "nameField", "emailField", "phoneField", "streetField", "cityField", "postcodeField",
    "countryField", "notesField",
  ]
  /// The form's content height: taller than every screen.
  static let formContentHeight = 1400.0

  /// The iPhone 5's full screen, which every layout is drawn for.
  static var screen: CGSize { Device.iphone5.portraitScreen }

  /// Builds the views, as loading the nib would.
  public func instantiate() -> NibObjects {
    let displayName = "the \(rawValue) layout"
    switch self {
    case .none:
      let view = Self.rootView(size: Self.screen)
      return NibObjects(
        view: view, grayView: nil, textField: nil, bottomLayoutConstraint: nil,
        objects: [NibObjects.NibObject(name: "view", synonyms: [], object: view)],
        displayName: displayName)
    case .pinned:
      // The 2017 storyboard's views and constraints, under the names a controller of today
      // gives them.
      let (view, contentView, textField, bottom) = SchmeeboardNib.storyboard2017(
        grayViewName: "contentView", bottomName: "bottomConstraint")
      return NibObjects(
        view: view, grayView: contentView, textField: textField, bottomLayoutConstraint: bottom,
        objects: [
          .init(name: "view", synonyms: [], object: view),
          .init(name: "contentView", synonyms: ["containerView", "grayView"], object: contentView),
          .init(name: "textField", synonyms: [], object: textField),
          .init(
            name: "bottomConstraint", synonyms: ["bottomLayoutConstraint"], object: bottom),
        ],
        displayName: displayName)
    case .form:
      let view = Self.rootView(size: Self.screen)
      let scrollView = UIScrollView(frame: view.bounds, timelineName: "scrollView")
      scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      scrollView.contentSize = CGSize(
        width: Self.screen.width, height: Self.formContentHeight)
      view.addSubview(scrollView)
      let contentView = UIView(
        frame: CGRect(origin: .zero, size: scrollView.contentSize), timelineName: "contentView")
      contentView.autoresizingMask = [.flexibleWidth]
      scrollView.addSubview(contentView)
      var objects: [NibObjects.NibObject] = [
        .init(name: "view", synonyms: [], object: view),
        .init(name: "scrollView", synonyms: [], object: scrollView),
        .init(name: "contentView", synonyms: ["containerView"], object: contentView),
      ]
      var fields: [UITextField] = []
      // 20 pt from the sides, one every 60 pt from 20 pt down: the last ends 98 pt above the
      // bottom of the iPhone 5's screen.
      for (index, name) in Self.formFields.enumerated() {
        let field = UITextField(
          frame: CGRect(x: 20, y: 20 + 60 * Double(index), width: 280, height: 30))
        field.autoresizingMask = [.flexibleWidth]
        contentView.addSubview(field)
        fields.append(field)
        objects.append(
          .init(
            name: name, synonyms: index == Self.formFields.count - 1 ? ["textField"] : [],
            object: field))
      }
      return NibObjects(
        view: view, grayView: scrollView, textField: fields.last, bottomLayoutConstraint: nil,
        objects: objects, displayName: displayName)
    case .textView:
      let view = Self.rootView(size: Self.screen)
      let textView = UITextView(frame: view.bounds)
      textView.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(textView)
      NSLayoutConstraint.activate([
        textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        textView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        textView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        textView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      ])
      return NibObjects(
        view: view, grayView: nil, textField: nil, bottomLayoutConstraint: nil,
        objects: [
          .init(name: "view", synonyms: [], object: view),
          .init(name: "textView", synonyms: [], object: textView),
        ],
        displayName: displayName)
    }
  }

  /// A root view of `size`, following the window's size.
  private static func rootView(size: CGSize) -> UIView {
    let view = UIView(frame: CGRect(origin: .zero, size: size), timelineName: "view")
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    return view
  }
}
