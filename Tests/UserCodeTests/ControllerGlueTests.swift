import Foundation
import SchmeeboardVariants
import Testing

/// The generated glue cannot clash with the user's names: its own are out of the user's
/// namespace and it names the user's class by its full path; a class the lab cannot make is
/// refused with the fix before anything compiles; a class named like a built-in variant is
/// compared beside it; a file's name with control characters neither breaks the glue nor reaches
/// the terminal raw.
@Suite(.serialized) struct ControllerGlueTests {
  /// A controller without outlets, named `name`, in a file of its own with `more` after it.
  static func controller(_ name: String, _ more: String = "") -> String {
    """
    import UIKit

    class \(name): UIViewController {
      @IBOutlet weak var textField: UITextField!
    }
    \(more)
    """
  }

  @Test func classesNamedLikeTheGluesOwnNamesAndTheLabsTypesCompile() throws {
    let clashing = """

      final class SchmeeboardController {}
      final class SchmeeboardControllerVariants {}
      final class OutletError {}
      final class NibObjects {}
      final class UserControllerVariant {}
      func schmeeboardControllerMain() {}

      """
    let folder = try DriverRun.folder([
      ("KeyboardViewController.swift", Self.controller("KeyboardViewController", clashing))
    ])
    let run = try DriverRun(["--controller", folder.path, "--scenario", "show-hide", "--summary"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasPrefix("KeyboardViewController\tiphone15\t18\tshow-hide\t"))
  }

  /// A class the lab cannot make, and the line that says why and what to do.
  enum Unmakeable: String, CaseIterable {
    case generic, local, `private`, fileprivateOuter

    var source: String {
      switch self {
      case .generic: "import UIKit\n\nclass ListViewController<Item>: UIViewController {}\n"
      case .local:
        "import UIKit\n\nfunc make() {\n  class LocalViewController: UIViewController {}\n}\n"
      case .private: "import UIKit\n\nprivate class HiddenViewController: UIViewController {}\n"
      case .fileprivateOuter:
        "import UIKit\n\nfileprivate enum Screens {\n  class FormViewController: UIViewController {}\n}\n"
      }
    }

    func message(file: String) -> String {
      switch self {
      case .generic:
        "error: ListViewController (\(file):3) is generic, and the lab makes it with "
          + "ListViewController(), without type arguments; declare a subclass that gives them "
          + "(final class Concrete: ListViewController<Int> {}) and run it with --class Concrete"
      case .local:
        "error: LocalViewController (\(file):4) is declared inside a function, where the lab "
          + "cannot name it; move it to the top level of its file"
      case .private:
        "error: HiddenViewController (\(file):3) is private, so the lab's generated file cannot "
          + "name it; drop its private or fileprivate (and that of the types around it)"
      case .fileprivateOuter:
        "error: Screens.FormViewController (\(file):4) is private, so the lab's generated file "
          + "cannot name it; drop its private or fileprivate (and that of the types around it)"
      }
    }
  }

  @Test(arguments: Unmakeable.allCases)
  func aClassTheLabCannotMakeIsRefusedWith64AndTheFixBeforeCompiling(_ kind: Unmakeable) throws {
    let folder = try DriverRun.folder(
      [("Controller.swift", kind.source)], test: "unmakeable-\(kind.rawValue)")
    let run = try DriverRun(["--controller", folder.path])
    #expect(run.status == 64)
    let file = folder.appendingPathComponent("Controller.swift").path
    #expect(run.standardError == kind.message(file: file))
    #expect(!run.progress.contains { $0.hasPrefix("compiling") }, "refused before compiling")
  }

  @Test func aClassNamedLikeAModuleTheGlueNamesIsRefused() throws {
    let folder = try DriverRun.folder([
      (
        "KeyboardViewController.swift",
        Self.controller("KeyboardViewController", "class Swift {}\n")
      )
    ])
    let run = try DriverRun(["--controller", folder.path])
    #expect(run.status == 64)
    #expect(
      run.standardError
        == "error: Swift (\(folder.path)/KeyboardViewController.swift:6) is named like a module "
        + "the lab's generated file names (SchmeeboardUserCode, SchmeeboardUserController, "
        + "SimulatedIOS, SimulatedUIKit, Swift); rename it")
  }

  @Test func aClassNamedLikeABuiltInVariantIsComparedBesideIt() throws {
    let folder = try DriverRun.folder([
      ("KeyboardSchmeeboard.swift", Self.controller("KeyboardSchmeeboard"))
    ])
    let run = try DriverRun([
      "--controller", folder.path, "--scenario", "show-hide", "--compare", "all", "--summary",
    ])
    #expect(run.status == 0, "\(run.standardError)")
    let names = run.standardOutput.split(separator: "\n").map { $0.prefix { $0 != "\t" } }
    #expect(names.count == BuiltInVariants.all.count + 1)
    #expect(names.first == "yours.KeyboardSchmeeboard")
    #expect(names.filter { $0 == "KeyboardSchmeeboard" }.count == 1)
  }

  @Test func controlCharactersInAFilesNameAreEscapedInTheGlueAndOnTheTerminal() throws {
    let name = "Key\u{1b}[31mboard\tViewController.swift"
    let folder = try DriverRun.folder([(name, Self.controller("KeyboardViewController"))])
    let run = try DriverRun(["--controller", folder.path, "--list"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("Key\\u{1b}[31mboard\\u{9}ViewController.swift"))
    #expect(!(run.standardOutput + run.standardError).contains("\u{1b}"))
    #expect(!run.progress.joined().contains("\u{1b}"))
  }
}
