import ArgumentParser
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// The switches of a controller of your own (`ControllerLayoutVariant`): the stock views its outlets
/// connect to (`--layout none|pinned|form`), the text field a scenario's tap taps (`--field`), and
/// whether it runs inside a navigation controller (`--in-navigation-controller`).
///
/// Without `--layout`, the app's default holds (`ControllerLayoutVariant.defaultLayout`: `pinned` for
/// a controller that declares an outlet, `none` for one that makes its own views).
public struct ControllerLayoutSwitches: ParsableArguments, Sendable {
  /// The switches before argument-parser fills them in; to make them without parsing, use
  /// `init(layout:field:)`.
  public init() {}

  /// The switches `--layout layout --field field` set, and `--in-navigation-controller` when
  /// `inNavigationController`, made without parsing (an option's value can be set before it is
  /// parsed); `nil` for one not given.
  public init(layout: ControllerLayout?, field: String? = nil, inNavigationController: Bool = false)
  {
    self.layoutName = layout?.rawValue
    self.field = field
    self.inNavigationController = inNavigationController
  }

  @Option(name: .customLong("layout"), help: ControllerLayoutSwitches.layoutHelp)
  var layoutName: String?

  /// `--layout`'s help, made once: argument-parser makes the switches anew each time it reads
  /// their definition, some 40 times a parse in a debug build.
  private static let layoutHelp = ArgumentHelp(
    "The views the controller's outlets connect to: "
      + ControllerLayout.allCases.map(\.rawValue).joined(separator: ", ")
      + " (--list says what each holds). Without it, pinned for a controller that declares an "
      + "outlet, none for one that makes its own views.",
    valueName: "layout")

  @Option(
    name: .customLong("field"),
    help: ArgumentHelp(
      "The text field 'tap text-field' taps: the name of a stored property of the controller, or "
        + "of a field of the layout. Without it, the layout's field, else the first text field in "
        + "the view hierarchy.",
      valueName: "name"))
  public var field: String?

  @Flag(
    name: .customLong("in-navigation-controller"),
    help: ArgumentHelp(
      "Runs the controller as the root of a navigation controller, under its bar, as a "
        + "storyboard that embeds it does. The field, the names and the verdict are still the "
        + "controller's."))
  public var inNavigationController = false

  /// The layout `--layout` names, `nil` when not given.
  public var layout: ControllerLayout? {
    layoutName.flatMap(ControllerLayout.init(rawValue:))
  }

  /// Refuses a layout that does not exist, naming the ones that do.
  public func validate() throws {
    guard let layoutName, layout == nil else { return }
    do {
      _ = try Vocabulary.choice(
        "layout", layoutName, among: Vocabulary.choices(of: ControllerLayout.self))
    } catch {
      throw ValidationError(error.message)
    }
  }

  /// The layout the run uses: `--layout`'s, else `defaultLayout`.
  public func layout(default defaultLayout: ControllerLayout) -> ControllerLayout {
    layout ?? defaultLayout
  }

  /// The switches as the header prints them: `pinned layout on`, `field nameField on` when one
  /// is named, and `in navigation controller on` when it is.
  public func describe(defaultLayout: ControllerLayout) -> [RunHeader.Switch] {
    [RunHeader.Switch(name: "\(layout(default: defaultLayout).rawValue) layout", isOn: true)]
      + (field.map { [RunHeader.Switch(name: "field \($0)", isOn: true)] } ?? [])
      + (inNavigationController
        ? [RunHeader.Switch(name: "in navigation controller", isOn: true)] : [])
  }

  /// `controller`, or a navigation controller with it at the root when
  /// `--in-navigation-controller` is given.
  public func embedding(_ controller: UIViewController) -> UIViewController {
    inNavigationController ? UINavigationController(rootViewController: controller) : controller
  }
}
