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

  /// A small helper package as apps have them: its own `import UIKit`, public API.
  static let withable = """
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

  /// The folders of the `Withable` module and of a controller that imports it (`test` names them).
  static func withableApp(test: String = #function) throws -> (module: URL, controller: URL) {
    let test = String(test.prefix { $0 != "(" })
    let module = try DriverRun.folder([("Withable.swift", withable)], test: test + "Module")
    let controller = try DriverRun.folder(
      [
        (
          "FormViewController.swift",
          Self.controller(
            "import UIKit\nimport Withable\n",
            makeField:
              "UITextField().with { $0.frame = CGRect(x: 20, y: 600, width: 280, height: 30) }")
        )
      ], test: test + "Controller")
    return (module, controller)
  }

  @Test func aModuleOfTheAppsOwnIsImportedByName() throws {
    let app = try Self.withableApp()
    let run = try Self.run(app.controller, ["--module", "Withable=\(app.module.path)"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasPrefix("FormViewController\tiphone7\t12\tshow-hide\t"))
  }

  // A module is compiled once per content into the cache the driver uses for controllers
  // (`SCHMEEBOARD_CONTROLLER_CACHE` here), not beside the lab: an entry of its own, the user's
  // alone, verified before it is used, as a controller's library is.
  @Test func aModuleOfTheAppsOwnIsCachedAndVerifiedAsAControllerIs() throws {
    let app = try Self.withableApp()
    let cache = try DriverRun.folder([], test: "aModuleOfTheAppsOwnIsCachedCache")
    let arguments = [
      "--module", "Withable=\(app.module.path)", "--controller", app.controller.path, "--device",
      "iphone7", "--os", "12", "--scenario", "show-hide", "--summary",
    ]
    let environment = ["SCHMEEBOARD_CONTROLLER_CACHE": cache.path]
    let first = try DriverRun(arguments, environment: environment)
    #expect(first.status == 0, "\(first.standardError)")
    #expect(first.progress.first == "compiling module Withable")
    let manager = FileManager.default
    let entries = try manager.contentsOfDirectory(atPath: cache.path).filter {
      $0.hasPrefix("module-Withable-")
    }
    let name = try #require(entries.count == 1 ? entries.first : nil)
    let entry = cache.appendingPathComponent(name)
    let files = try manager.contentsOfDirectory(atPath: entry.path)
    #expect(
      Set(["libWithable.so", "Withable.swiftmodule", "stored.txt", "compiled-against.txt"])
        .isSubset(of: Set(files)))
    let modes = try ([entry.path] + files.map { entry.appendingPathComponent($0).path }).map {
      (try manager.attributesOfItem(atPath: $0)[.posixPermissions] as? NSNumber)?.intValue
    }
    #expect(modes == [0o700] + files.map { _ in 0o600 })

    let second = try DriverRun(arguments, environment: environment)
    #expect(second.status == 0, "\(second.standardError)")
    #expect(second.progress.isEmpty, "the module and the controller served from the cache")

    let library = entry.appendingPathComponent("libWithable.so")
    let handle = try FileHandle(forWritingTo: library)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data([0]))
    try handle.close()
    let third = try DriverRun(arguments, environment: environment)
    #expect(third.status == 0, "\(third.standardError)")
    #expect(
      third.progress.prefix(2) == [
        "the cached module \(entry.path) is damaged (its file libWithable.so is not the one "
          + "stored): compiling it again",
        "compiling module Withable",
      ])
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

  // Each a usage error in one line, before anything is compiled or run: one refused as the
  // command line is read (every shape and name refused there, in `DriverCommandTests`), the
  // others as the controller is built.
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
