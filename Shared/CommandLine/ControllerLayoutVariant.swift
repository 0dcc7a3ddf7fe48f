import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// A controller of your own as the command line runs it: in the stock layout `--layout` names
/// (`ControllerLayout`), its outlets connected by `makeController(connectedTo:)`, tapping the
/// field `--field` names.
///
/// ```swift
/// enum MyControllerVariant: ControllerLayoutVariant {
///   static let info = VariantInfo(…, nib: .controllerLayout(.pinned), …)
///   static let defaultLayout = ControllerLayout.pinned
///   static func makeController(connectedTo nib: NibObjects) throws(OutletError) -> UIViewController {
///     let controller = ViewController()
///     controller.textField = try nib.outlet(named: "textField", of: UITextField.self)
///     return controller
///   }
/// }
/// ```
public protocol ControllerLayoutVariant: CommandLineVariant where Switches == ControllerLayoutSwitches {
  /// The layout without `--layout`: `pinned` for a controller that declares an outlet, `none`
  /// for one that makes its own views.
  static var defaultLayout: ControllerLayout { get }

  /// Creates the controller and connects its outlets to `nib`'s objects
  /// (`NibObjects.outlet(named:of:)`), throwing for an outlet the layout cannot fill.
  static func makeController(connectedTo nib: NibObjects) throws(OutletError) -> UIViewController
}

extension ControllerLayoutVariant {
  /// The layout `switches` name, else `defaultLayout`.
  public static func nib(for switches: ControllerLayoutSwitches) -> SchmeeboardNib {
    .controllerLayout(switches.layout(default: defaultLayout))
  }

  /// The field `--field` names.
  public static func fieldName(for switches: ControllerLayoutSwitches) -> String? {
    switches.field
  }

  /// The layout, and the field when one is named.
  public static func describe(_ switches: ControllerLayoutSwitches) -> [RunHeader.Switch] {
    switches.describe(defaultLayout: defaultLayout)
  }

  /// No switch set: the default layout and field.
  public static var shippedSwitches: ControllerLayoutSwitches {
    ControllerLayoutSwitches(layout: nil)
  }

  /// The controller connected to `nib`, inside a navigation controller with
  /// `--in-navigation-controller`; `check(_:)` has made sure that it connects.
  public static func makeController(
    switches: ControllerLayoutSwitches, connectedTo nib: NibObjects
  ) -> UIViewController {
    do {
      return switches.embedding(try makeController(connectedTo: nib))
    } catch {
      fatalError("\(info.name): \(error.message); check(_:) refuses this before a run")
    }
  }

  /// Refuses, before any run, `switches` the controller cannot run with: an outlet the layout
  /// cannot fill (`outlet 'tableView' (UITableView): the pinned layout has no table view; it has
  /// view, contentView, textField, bottomConstraint`), or a `--field` that names no text field
  /// (`unknown field 'nme'; …`, listing the names there are), or `--in-navigation-controller`
  /// for a controller that is a navigation controller already. The controller is made to be
  /// looked at, outside any run, and dropped.
  public static func check(_ switches: ControllerLayoutSwitches) throws(CommandFailure) {
    try checkLayout(switches)
  }

  /// `check(_:)`'s checks, for a variant whose `check(_:)` does more around them.
  public static func checkLayout(_ switches: ControllerLayoutSwitches) throws(CommandFailure) {
    let nib = nib(for: switches).instantiate()
    let controller: UIViewController
    do {
      controller = try makeController(connectedTo: nib)
    } catch {
      throw CommandFailure(.usage, error.message)
    }
    if switches.inNavigationController, controller is UINavigationController {
      throw CommandFailure(
        .usage,
        "--in-navigation-controller: \(type(of: controller)) is a navigation controller already; "
          + "run it without the option")
    }
    guard let field = switches.field else { return }
    let names = nib.fieldNames(for: controller)
    do {
      _ = try Vocabulary.choice("field", field, among: names.map { (name: $0, value: $0) })
    } catch {
      throw CommandFailure(.usage, "--field: \(error.message)")
    }
  }
}
