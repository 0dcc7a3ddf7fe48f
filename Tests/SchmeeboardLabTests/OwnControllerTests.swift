import TestSupport
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// Controllers of your own, written as on iOS: they get their views as UIKit gives them (a nib's
/// outlets, or views they make in `loadView`/`viewDidLoad`), and are judged on the screen, in the
/// window's coordinates, whatever their hierarchy (`docs/behaviour-model.md` §1).

// MARK: - The controllers

/// The most common answer of all: move the whole view up by the keyboard's height, and back.
final class MovedRootController: UIViewController {
  var textField: UITextField!

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillShow(_:)", MovedRootController.keyboardWillShow),
      name: UIKeyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillHide(_:)", MovedRootController.keyboardWillHide),
      name: UIKeyboardWillHideNotification, object: nil)
    view.addGestureRecognizer(
      UITapGestureRecognizer(
        target: self, action: Selector("dismiss()", MovedRootController.dismiss)))
  }

  func keyboardWillShow(_ notification: Notification) {
    let frame = (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    view.frame.origin.y = -(frame?.height ?? 0)
  }

  func keyboardWillHide(_ notification: Notification) {
    view.frame.origin.y = 0
  }

  func dismiss() {
    textField.resignFirstResponder()
  }
}

/// A controller without a nib: its own root view in `loadView`, and in `viewDidLoad` a bar pinned
/// to the root's bottom by a constraint, holding its field; the keyboard's height goes into the
/// constraint's constant.
final class OwnViewsController: UIViewController {
  var inputBar: UIView!
  var messageField: UITextField!
  var bottomConstraint: NSLayoutConstraint!

  override func loadView() {
    view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    inputBar = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    inputBar.translatesAutoresizingMaskIntoConstraints = false
    messageField = UITextField(frame: CGRect(x: 8, y: 7, width: 300, height: 30))
    inputBar.addSubview(messageField)
    view.addSubview(inputBar)
    bottomConstraint = view.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor)
    bottomConstraint.isActive = true
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillShow(_:)", OwnViewsController.keyboardWillShow),
      name: UIKeyboardWillShowNotification, object: nil)
  }

  func keyboardWillShow(_ notification: Notification) {
    let frame = (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    bottomConstraint.constant = frame?.height ?? 0
    view.layoutIfNeeded()
  }
}

/// The moved root view again, with its field made in code right in the root view.
final class FieldInRootController: UIViewController {
  var textField: UITextField!

  override func viewDidLoad() {
    super.viewDidLoad()
    textField = UITextField(
      frame: CGRect(x: 20, y: view.bounds.height - 50, width: 200, height: 30))
    textField.autoresizingMask = [.flexibleTopMargin]
    view.addSubview(textField)
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillShow(_:)", FieldInRootController.keyboardWillShow),
      name: UIKeyboardWillShowNotification, object: nil)
  }

  func keyboardWillShow(_ notification: Notification) {
    let frame = (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    view.frame.origin.y = -(frame?.height ?? 0)
  }
}

/// A controller that makes two fields, one above the other, in a container.
final class TwoFieldsController: UIViewController {
  var firstField: UITextField!
  var secondField: UITextField!
  /// Which field was first responder when the keyboard said it would show: `first`, `second`.
  private(set) var editedWhenTheKeyboardShowed: String?

  override func viewDidLoad() {
    super.viewDidLoad()
    let container = UIView(frame: view.bounds)
    firstField = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
    secondField = UITextField(frame: CGRect(x: 20, y: 400, width: 200, height: 30))
    container.addSubview(firstField)
    container.addSubview(secondField)
    view.addSubview(container)
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillShow(_:)", TwoFieldsController.keyboardWillShow),
      name: UIKeyboardWillShowNotification, object: nil)
  }

  func keyboardWillShow(_ notification: Notification) {
    editedWhenTheKeyboardShowed =
      firstField.isFirstResponder ? "first" : secondField.isFirstResponder ? "second" : "none"
  }
}

/// A notes screen: one text view, no text field; it makes its own unless a layout connected one.
final class NotesController: UIViewController {
  var notesView: UITextView!
  /// Whether the text view was first responder when the keyboard said it would show.
  private(set) var notesWereEditedWhenTheKeyboardShowed = false

  override func viewDidLoad() {
    super.viewDidLoad()
    if notesView == nil {
      notesView = UITextView(frame: CGRect(x: 20, y: 300, width: 300, height: 200))
      view.addSubview(notesView)
    }
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillShow(_:)", NotesController.keyboardWillShow),
      name: UIKeyboardWillShowNotification, object: nil)
  }

  func keyboardWillShow(_ notification: Notification) {
    notesWereEditedWhenTheKeyboardShowed = notesView.isFirstResponder
  }
}

/// Apple's form answer: the scroll view's bottom inset becomes the keyboard's height, in the
/// keyboard's own animation, and the field is scrolled into what stays visible.
final class InsetFormController: UIViewController {
  var scrollView: UIScrollView!
  var textField: UITextField!
  /// Whether the handler scrolls the field into what stays visible, as Apple's sample does.
  var scrollsTheFieldIntoView = true

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillShow(_:)", InsetFormController.keyboardWillShow),
      name: UIKeyboardWillShowNotification, object: nil)
  }

  func keyboardWillShow(_ notification: Notification) {
    let frame = (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    let insets = UIEdgeInsets(top: 0, left: 0, bottom: frame?.height ?? 0, right: 0)
    scrollView.contentInset = insets
    scrollView.scrollIndicatorInsets = insets
    if scrollsTheFieldIntoView {
      scrollView.scrollRectToVisible(textField.frame, animated: true)
    }
  }
}

// MARK: - Their apps, as the lead's glue writes them

/// The facts of a controller of your own for these tests: on the iPhone 7, `os` its deployment
/// target and default release, `layout` its nib.
private func ownControllerInfo(
  _ name: String, _ shortName: String, _ abstract: String, layout: ControllerLayout, os: Int
) -> VariantInfo {
  VariantInfo(
    name: name, shortName: shortName, abstract: abstract, nib: .controllerLayout(layout),
    deploymentTarget: IOSRelease(os, 0), deviceFamily: .universal,
    defaultTarget: RunTarget(device: .iphone7, release: IOSRelease(os)))
}

enum MovedRootApp: ControllerLayoutVariant {
  static let info = ownControllerInfo(
    "MovedRoot", "MR", "Moves the view up by the keyboard's height.", layout: .pinned, os: 10)
  static let defaultLayout = ControllerLayout.pinned

  static func makeController(connectedTo nib: NibObjects) throws(OutletError) -> UIViewController {
    let controller = MovedRootController()
    controller.textField = try nib.outlet(named: "textField", of: UITextField.self)
    return controller
  }
}

enum OwnViewsApp: ControllerLayoutVariant {
  static let info = ownControllerInfo(
    "OwnViews", "OV", "Makes its views; pins a bar to the keyboard.", layout: .none, os: 10)
  static let defaultLayout = ControllerLayout.none

  static func makeController(connectedTo nib: NibObjects) throws(OutletError) -> UIViewController {
    OwnViewsController()
  }
}

enum FieldInRootApp: ControllerLayoutVariant {
  static let info = ownControllerInfo(
    "FieldInRoot", "FR", "Moves the view holding its field.", layout: .none, os: 10)
  static let defaultLayout = ControllerLayout.none

  static func makeController(connectedTo nib: NibObjects) throws(OutletError) -> UIViewController {
    FieldInRootController()
  }
}

enum TwoFieldsApp: ControllerLayoutVariant {
  static let info = ownControllerInfo("TwoFields", "TF", "Makes two fields.", layout: .none, os: 10)
  static let defaultLayout = ControllerLayout.none

  static func makeController(connectedTo nib: NibObjects) throws(OutletError) -> UIViewController {
    TwoFieldsController()
  }
}

enum InsetFormApp: ControllerLayoutVariant {
  static let info = ownControllerInfo(
    "InsetForm", "IF", "Insets its form's scroll view.", layout: .form, os: 11)
  static let defaultLayout = ControllerLayout.form

  static func makeController(connectedTo nib: NibObjects) throws(OutletError) -> UIViewController {
    try connected(InsetFormController(), to: nib)
  }

  /// `controller` with its scroll view and field connected to the form's.
  static func connected(_ controller: InsetFormController, to nib: NibObjects) throws(OutletError)
    -> InsetFormController
  {
    controller.scrollView = try nib.outlet(named: "scrollView", of: UIScrollView.self)
    controller.textField = try nib.outlet(named: "textField", of: UITextField.self)
    return controller
  }
}

/// The same form, whose handler forgets to scroll the field up.
enum UnscrolledInsetFormApp: ControllerLayoutVariant {
  static let info = ownControllerInfo(
    "UnscrolledInsetForm", "UIF", "Insets, and never scrolls.", layout: .form, os: 11)
  static let defaultLayout = ControllerLayout.form

  static func makeController(connectedTo nib: NibObjects) throws(OutletError) -> UIViewController {
    let controller = InsetFormController()
    controller.scrollsTheFieldIntoView = false
    return try InsetFormApp.connected(controller, to: nib)
  }
}

// MARK: - The tests

@Suite struct OwnControllerTests {
  private func timeline<V: ControllerLayoutVariant>(
    of variant: V.Type, _ switches: ControllerLayoutSwitches = ControllerLayoutSwitches(layout: nil),
    device: Device = .iphone7, os: Int = 10, scenario: BuiltInScenario = .showHide
  ) -> Timeline {
    SchmeeboardRun.timeline(
      of: variant, switches: switches, on: RunTarget(device: device, release: IOSRelease(os)),
      scenario: scenario.scenario)
  }

  /// A tap on the first field only, to see which field has the keyboard.
  private let tapOnly = Scenario(
    name: "tap", summary: "", steps: [ScenarioStep(time: 0, action: .tap(.textField))])

  // On an iPhone 7 on iOS 10 the keyboard is 258 pt tall: a root view moved up by that much puts
  // the content's bottom, 667 pt down the root view, at 409 pt on the screen, the keyboard's top.
  @Test func aRootViewMovedUpByTheKeyboardsHeightSitsOnTheKeyboard() {
    let run = timeline(of: MovedRootApp.self)
    #expect(run.verdict == .clean)
    let keyboardUp = run.rests.first { $0.keyboardIsUp }
    #expect(keyboardUp?.edge == 409 && keyboardUp?.gap == 0)
    // The field is 20 pt above the content's bottom, 30 pt tall, wherever the root view is.
    #expect(keyboardUp?.fieldMargin == 20 && keyboardUp?.fieldHeight == 30)
  }

  // A field placed in the root view itself is its own edge: moved up by the keyboard's 258 pt with
  // the root view, its bottom, 20 pt above the root view's, ends at 389 pt, 20 pt above the
  // keyboard, the margin it kept above the screen's bottom at launch.
  @Test func aFieldInTheRootViewIsItsOwnEdge() {
    let run = timeline(of: FieldInRootApp.self)
    let keyboardUp = run.rests.first { $0.keyboardIsUp }
    #expect(keyboardUp?.grayBottom == 389 && keyboardUp?.edgeBottom == nil)
    #expect(keyboardUp?.fieldMargin == 0)
    #expect(keyboardUp?.allowance == 20 && keyboardUp?.gap == 0)
  }

  // A controller without a nib gets no views from the run: its loadView makes the root view, and
  // viewDidLoad, called once, its bar and field; the bar's bottom is what meets the keyboard.
  @Test func aControllerThatMakesItsViewsIsJudgedOnItsBar() {
    let run = timeline(of: OwnViewsApp.self)
    #expect(run.verdict == .clean)
    let keyboardUp = run.rests.first { $0.keyboardIsUp }
    #expect(keyboardUp?.grayBottom == 409)
    // The field's bottom is 7 pt above the bar's (44 − 7 − 30).
    #expect(keyboardUp?.fieldMargin == 7)
    let loads = run.entries.filter {
      if case .call(let call) = $0.event { return call.name == "viewDidLoad()" }
      return false
    }
    #expect(loads.count == 1)
  }

  // The views and constraints it made have no names of their own: the timeline names them after
  // the controller's properties that hold them.
  @Test func viewsMadeInCodeAreNamedAfterTheirProperties() {
    let run = timeline(of: OwnViewsApp.self)
    let constraintNames = run.entries.compactMap { entry -> String? in
      if case .constraint(let change) = entry.event { return change.name }
      return nil
    }
    let animatedNames = run.entries.compactMap { entry -> String? in
      if case .animate(let record) = entry.event { return record.name }
      return nil
    }
    #expect(constraintNames == ["bottomConstraint"])
    #expect(animatedNames.contains("inputBar.frame"))
  }

  // The view loads lazily, as UIKit's does: not before something asks for it.
  @Test func theViewLoadsWhenFirstAskedFor() {
    let controller = TwoFieldsController()
    #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
    let view = controller.view
    #expect(controller.isViewLoaded && controller.viewIfLoaded === view)
    #expect(controller.firstField != nil)
  }

  // The pinned layout has one object of each type, so any outlet name connects by type; the root
  // view connects only as `view`, so a plain UIView outlet gets the content view.
  @Test func pinnedConnectsByType() throws {
    let nib = ControllerLayout.pinned.instantiate()
    #expect(try nib.outlet(named: "inputField", of: UITextField.self) === nib.textField)
    #expect(
      try nib.outlet(named: "keyboardConstraint", of: NSLayoutConstraint.self)
        === nib.bottomLayoutConstraint)
    #expect(try nib.outlet(named: "containerView", of: UIView.self) === nib.grayView)
    #expect(try nib.outlet(named: "view", of: UIView.self) === nib.view)
  }

  // The form has eight text fields: an outlet connects to one by its name, `textField` to the one
  // the tap taps, and a collection to all of them, top to bottom.
  @Test func formConnectsFieldsByName() throws {
    let nib = ControllerLayout.form.instantiate()
    let email = try nib.outlet(named: "emailField", of: UITextField.self)
    #expect(email.frame.minY == 80)
    #expect(try nib.outlet(named: "textField", of: UITextField.self) === nib.textField)
    #expect(try nib.outlet(named: "notesField", of: UITextField.self) === nib.textField)
    #expect(try nib.outlet(named: "scrollView", of: UIScrollView.self) === nib.grayView)
    let fields = try nib.outlets(named: "fields", of: UITextField.self)
    #expect(fields.map(\.frame.minY) == [20, 80, 140, 200, 260, 320, 380, 440])
  }

  // The form's fields sit on a content view, the scroll view's only subview, as tall as the
  // content: a `UIView` outlet connects to it by its type alone.
  @Test func theFormsFieldsSitOnAContentView() throws {
    let nib = ControllerLayout.form.instantiate()
    let contentView = try nib.outlet(named: "stackHolder", of: UIView.self)
    #expect(contentView.superview === nib.grayView)
    #expect(contentView.frame.height == 1400)
    #expect(nib.textField.superview === contentView)
  }

  // Text field outlets whose names the form does not know connect in the order the controller
  // declares them, to the fields top to bottom, after the fields other outlets name: `txtName`,
  // `txtEmail` take the first two; beside a `nameField` outlet, `txtA` takes the second.
  @Test func formOutletsItDoesNotKnowConnectInDeclarationOrder() throws {
    let nib = ControllerLayout.form.instantiate()
    let declared = ["txtName", "txtEmail"]
    let name = try nib.outlet(named: "txtName", of: UITextField.self, among: declared)
    let email = try nib.outlet(named: "txtEmail", of: UITextField.self, among: declared)
    #expect([name.frame.minY, email.frame.minY] == [20, 80])
    let afterNamed = try nib.outlet(
      named: "txtA", of: UITextField.self, among: ["nameField", "txtA"])
    #expect(afterNamed.frame.minY == 80)
    let nine = (1...9).map { "field\($0)" }
    #expect(throws: OutletError.self) {
      try nib.outlet(named: "field9", of: UITextField.self, among: nine)
    }
  }

  // The text view layout's one text view connects whatever its outlet's name; the pinned
  // layout, which has none, says which layout has one.
  @Test func theTextViewLayoutHasATextViewThePinnedOneNamesIt() throws {
    let nib = ControllerLayout.textView.instantiate()
    let textView = try nib.outlet(named: "yourTextView", of: UITextView.self)
    #expect(textView.superview === nib.view)
    #expect(
      throws: OutletError(
        "outlet 'yourTextView' (UITextView): the pinned layout has no text view; it has view, "
          + "contentView, textField, bottomConstraint; --layout textView has one")
    ) {
      try ControllerLayout.pinned.instantiate().outlet(named: "yourTextView", of: UITextView.self)
    }
  }

  // The tap taps the text view layout's text view: the keyboard shows for it.
  @Test func theTextViewLayoutsTextViewIsTapped() throws {
    let nib = ControllerLayout.textView.instantiate()
    let controller = NotesController()
    controller.notesView = try nib.outlet(named: "notesView", of: UITextView.self)
    _ = Simulation(
      on: RunTarget(device: .iphone7, release: IOSRelease(10)), controller: controller, nib: nib
    ).run(tapOnly)
    #expect(controller.notesWereEditedWhenTheKeyboardShowed)
  }

  @Test func anOutletNoObjectFitsNamesWhatTheLayoutHas() {
    #expect(
      throws: OutletError(
        "outlet 'tableView' (UITableView): the pinned layout has no table view; it has view, "
          + "contentView, textField, bottomConstraint")
    ) {
      try ControllerLayout.pinned.instantiate().outlet(named: "tableView", of: UITableView.self)
    }
    #expect(
      throws: OutletError(
        "outlet 'zipField' (UITextField): the form layout has several of its kind; name one of "
          + "nameField, emailField, phoneField, streetField, cityField, postcodeField, "
          + "countryField, notesField")
    ) {
      try ControllerLayout.form.instantiate().outlet(named: "zipField", of: UITextField.self)
    }
    #expect(
      throws: CommandFailure(
        .usage,
        "outlet 'tableView' (UITableView): the pinned layout has no table view; it has view, "
          + "contentView, textField, bottomConstraint")
    ) {
      try TableOutletApp.check(ControllerLayoutSwitches(layout: nil))
    }
  }

  // `tap text-field` taps the first text field in the view hierarchy, depth first: here the upper
  // of the two the controller made.
  @Test func theTapTapsTheFirstField() {
    let controller = TwoFieldsController()
    _ = Simulation(
      on: RunTarget(device: .iphone7, release: IOSRelease(10)), controller: controller,
      nib: ControllerLayout.none.instantiate()
    ).run(tapOnly)
    #expect(controller.editedWhenTheKeyboardShowed == "first")
  }

  // A text view is typed in as a text field is: with no text field, the tap taps the text view.
  @Test func theTapTapsATextViewWhenThereIsNoField() {
    let controller = NotesController()
    _ = Simulation(
      on: RunTarget(device: .iphone7, release: IOSRelease(10)), controller: controller,
      nib: ControllerLayout.none.instantiate()
    ).run(tapOnly)
    #expect(controller.notesWereEditedWhenTheKeyboardShowed)
  }

  // `--field secondField` names the controller's property: the tap taps that field instead.
  @Test func fieldPicksAnotherByItsPropertyName() {
    let controller = TwoFieldsController()
    _ = Simulation(
      on: RunTarget(device: .iphone7, release: IOSRelease(10)), controller: controller,
      nib: ControllerLayout.none.instantiate(), tapping: "secondField"
    ).run(tapOnly)
    #expect(controller.editedWhenTheKeyboardShowed == "second")
  }

  // A name that is neither a text field property nor a layout field is refused before the run,
  // with the names there are: the properties are still nil then, and known by their types.
  @Test func anUnknownFieldIsRefusedWithTheNamesThereAre() {
    #expect(
      throws: CommandFailure(
        .usage,
        "--field: unknown field 'thirdField'; expected one of firstField, secondField")
    ) {
      try TwoFieldsApp.check(ControllerLayoutSwitches(layout: nil, field: "thirdField"))
    }
    #expect(throws: Never.self) {
      try TwoFieldsApp.check(ControllerLayoutSwitches(layout: nil, field: "secondField"))
    }
  }

  // On the iPhone 8's screen (375 × 667, as the iPhone 7's) on iOS 11, the form's scroll view
  // grows a bottom inset as tall as the keyboard in the keyboard's animation: what it can show
  // ends on the keyboard's top at every sample, and the field scrolled into it stays visible.
  @Test func aFormInsetByTheKeyboardsHeightIsClean() {
    let run = timeline(of: InsetFormApp.self, device: .iphone7, os: 11)
    #expect(run.verdict == .clean)
    let keyboardUp = run.rests.first { $0.keyboardIsUp }
    #expect(keyboardUp?.edgeBottom == 409)
    #expect((keyboardUp?.fieldMargin ?? -1) >= 0)
  }

  // Insetting the form but never scrolling leaves the field where it was, under the keyboard:
  // the field is then the lowest content to keep above it, so the run is judged on the field's
  // own part under the keyboard, against the field's 30 pt, not on the scroll view's edge, which
  // sits on the keyboard.
  @Test func aFieldLeftUnderTheKeyboardIsJudgedOnItsOwnPartUnderIt() throws {
    let run = timeline(of: UnscrolledInsetFormApp.self, device: .iphone7, os: 11)
    let keyboardUp = try #require(run.rests.first { $0.keyboardIsUp })
    #expect(run.verdict == .stuck)
    #expect(keyboardUp.fieldMargin == 0)
    #expect(keyboardUp.fieldHeight == 30)
    #expect(keyboardUp.gap == 409 - keyboardUp.edge)
    #expect(keyboardUp.gap < 0, "the field's bottom is under the keyboard's top")
  }

  // The header says which layout the run used, and the field when one is named.
  @Test func theHeaderNamesTheLayout() {
    #expect(
      MovedRootApp.describe(ControllerLayoutSwitches(layout: .form, field: "emailField"))
        == [
          RunHeader.Switch(name: "form layout", isOn: true),
          RunHeader.Switch(name: "field emailField", isOn: true),
        ])
    #expect(
      MovedRootApp.describe(ControllerLayoutSwitches(layout: nil))
        == [RunHeader.Switch(name: "pinned layout", isOn: true)])
  }
}

/// A controller whose table view outlet no stock layout fills.
enum TableOutletApp: ControllerLayoutVariant {
  static let info = ownControllerInfo(
    "TableOutlet", "TO", "Wants a table.", layout: .pinned, os: 10)
  static let defaultLayout = ControllerLayout.pinned

  static func makeController(connectedTo nib: NibObjects) throws(OutletError) -> UIViewController {
    let controller = MovedRootController()
    controller.textField = try nib.outlet(named: "textField", of: UITextField.self)
    _ = try nib.outlet(named: "tableView", of: UITableView.self)
    return controller
  }
}

/// The command line of a controller of your own, beside the ones it compares with.
enum OwnVariants: VariantList {
  static let all: [any CommandLineVariant.Type] = [MovedRootApp.self, TwoFieldsApp.self]
}

/// What the command line of a controller of your own prints for `arguments`, or its error line.
private func transcript<V: CommandLineVariant>(of variant: V.Type, _ arguments: [String]) -> String {
  let command = SchmeeboardCommand<V, OwnVariants>.self
  do {
    return try command.parseChecked(arguments).output()
  } catch {
    return command.failure(for: error)?.line ?? "no failure"
  }
}

@Suite struct OwnControllerCommandLineTests {
  // Every refusal is one line, before any run: an outlet no layout fills, a --field that names no
  // text field, a layout that does not exist.
  @Test func badSetupsAreOneLineErrors() {
    #expect(
      transcript(of: TableOutletApp.self, [])
        == "error: outlet 'tableView' (UITableView): the pinned layout has no table view; it has "
        + "view, contentView, textField, bottomConstraint")
    #expect(
      transcript(of: TwoFieldsApp.self, ["--field", "thirdField"])
        == "error: --field: unknown field 'thirdField'; expected one of firstField, secondField")
    #expect(
      transcript(of: MovedRootApp.self, ["--layout", "grid"])
        == "error: unknown layout 'grid'; expected one of none, pinned, form, textView")
    #expect(
      transcript(of: MovedRootApp.self, ["--compare", "TwoFields:--field=nope"]).hasPrefix(
        "error: --field: unknown field 'nope'"))
  }

  // --list names the four layouts, one line each, for an app that has --layout.
  @Test func listNamesTheLayouts() {
    let lines = transcript(of: MovedRootApp.self, ["--list"]).split(separator: "\n")
    guard let heading = lines.firstIndex(of: "Layouts (--layout):") else {
      Issue.record("no layouts in --list")
      return
    }
    #expect(
      lines[(heading + 1)...].map { $0.split(separator: " ").first.map(String.init) }
        == ["none", "pinned", "form", "textView"])
  }

  // The header names the layout the run used: `--layout form` with a controller that declares
  // outlets the form connects.
  @Test func theRunsHeaderNamesItsLayout() {
    let text = transcript(of: MovedRootApp.self, ["--layout", "form", "--field", "emailField"])
    #expect(text.contains("form layout on, field emailField on"))
    #expect(text.contains("  measures: edge (the visible bottom of the tapped field's outermost"))
  }
}
