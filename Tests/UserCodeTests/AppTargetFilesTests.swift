import Foundation
import Testing

/// Files as an app target holds them: a file without an import (its bridging header brought
/// UIKit), the app's own modules given with `--module`, and an Apple framework the lab does not
/// model told in one line.
@Suite(.serialized) struct AppTargetFilesTests {
  /// A controller whose field moves above the keyboard, after `imports`, with `makeField` making
  /// the field.
  static func controller(
    _ imports: String,
    makeField: String = "UITextField(frame: CGRect(x: 20, y: 600, width: 280, height: 30))"
  ) -> String {
    """
    \(imports)
    final class FormViewController: UIViewController {
      lazy var field = \(makeField)

      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        NotificationCenter.default.addObserver(
          self, selector: #selector(keyboardWillShow(_:)),
          name: UIResponder.keyboardWillShowNotification, object: nil)
      }

      @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        else { return }
        field.frame.origin.y = min(600, view.convert(frame, from: nil).minY - 40)
      }
    }

    """
  }

  /// The summary line of `folder`'s controller on an iPhone 7 with iOS 12 through show-hide, with
  /// `arguments` before.
  static func run(_ folder: URL, _ arguments: [String] = []) throws -> DriverRun {
    try DriverRun(
      arguments + [
        "--controller", folder.path, "--device", "iphone7", "--os", "12", "--scenario",
        "show-hide", "--summary",
      ])
  }

  @Test func aFileWithoutAnImportSeesUIKit() throws {
    let folder = try DriverRun.folder([("FormViewController.swift", Self.controller(""))])
    let run = try Self.run(folder)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasPrefix("FormViewController\tiphone7\t12\tshow-hide\t"))
  }

  @Test func aModuleOfTheAppsOwnIsImportedByName() throws {
    // A small helper package as apps have them: its own `import UIKit`, public API.
    let withable = """
      import UIKit

      public protocol Withable {}

      extension Withable {
        /// `self`, after `configure` has set it up.
        public func with(_ configure: (Self) -> Void) -> Self {
          configure(self)
          return self
        }
      }

      extension UIView: Withable {}

      """
    let module = try DriverRun.folder([("Withable.swift", withable)])
    let folder = try DriverRun.folder(
      [
        (
          "FormViewController.swift",
          Self.controller(
            "import UIKit\nimport Withable\n",
            makeField:
              "UITextField().with { $0.frame = CGRect(x: 20, y: 600, width: 280, height: 30) }")
        )
      ], test: "aModuleOfTheAppsOwnIsImportedByNameController")
    let run = try Self.run(folder, ["--module", "Withable=\(module.path)"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasPrefix("FormViewController\tiphone7\t12\tshow-hide\t"))
  }

  @Test func anAppleFrameworkTheLabDoesNotModelIsOneLine() throws {
    let folder = try DriverRun.folder([
      ("FormViewController.swift", Self.controller("import UIKit\nimport AVFoundation\n"))
    ])
    let run = try Self.run(folder)
    #expect(run.status == 65)
    let file = folder.appendingPathComponent("FormViewController.swift").path
    #expect(
      run.standardError
        == "\(file):2:8: error: AVFoundation is an Apple framework the lab does not model; it "
        + "models UIKit, with Foundation, Dispatch's main queue and Combine "
        + "(docs/uikit-surface.md)")
  }

  @Test func aModuleNotGivenSaysHowToGiveIt() throws {
    let folder = try DriverRun.folder([
      ("FormViewController.swift", Self.controller("import UIKit\nimport Withable\n"))
    ])
    let run = try Self.run(folder)
    #expect(run.status == 65)
    let file = folder.appendingPathComponent("FormViewController.swift").path
    #expect(
      run.standardError
        == "\(file):2:8: error: no module Withable: give its folder with --module Withable=FOLDER")
  }

  // Each a usage error in one line, before anything is compiled or run.
  @Test(arguments: [
    (
      "Withable",
      "The value 'Withable' is invalid for '--module <name=folder>': give the module's name and "
        + "its folder, such as Withable=Packages/Withable"
    ),
    (
      "Withable=Nowhere/Withable",
      "--module Withable=Nowhere/Withable: no such folder: Nowhere/Withable"
    ),
    ("Withable=README.md", "--module Withable=README.md: no such folder: README.md"),
    (
      "Withable=docs/scenarios",
      "--module Withable=docs/scenarios: no .swift file in the folder docs/scenarios"
    ),
    (
      "1With=Examples",
      "The value '1With=Examples' is invalid for '--module <name=folder>': '1With' is not a "
        + "module name: letters, digits and _, not starting with a digit"
    ),
    (
      "UIKit=Examples",
      "--module UIKit=Examples: 'UIKit' is a module of the lab or the toolchain; give your module "
        + "another name"
    ),
    (
      "SimulatedIOS=Examples",
      "--module SimulatedIOS=Examples: 'SimulatedIOS' is a module of the lab or the toolchain; "
        + "give your module another name"
    ),
  ])
  func aBadModuleIsAUsageError(argument: String, message: String) throws {
    let run = try DriverRun.example("MovedViewController", ["--module", argument])
    #expect(run.status == 64)
    #expect(run.standardError == "error: " + message)
    #expect(run.progress.isEmpty, "nothing compiled")
  }
}
