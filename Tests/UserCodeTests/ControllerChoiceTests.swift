import SchmeeboardLab
import Testing

@testable import SchmeeboardUserCode

/// The controller is the one `UIViewController` subclass in the files, or the one `--class` names.
@Suite struct ControllerChoiceTests {
  private func type(
    _ name: String, _ superclass: String?, outlets: [String] = [], initWithoutArguments: Bool = true
  ) -> ManifestClass {
    ManifestClass(
      name: name, kind: "class", superclass: superclass, file: "/app/\(name).swift", line: 3,
      isFinal: false, hasInitWithoutArguments: initWithoutArguments, isGeneric: false,
      isLocal: false, isPrivate: false,
      outlets: outlets.map { .init(name: $0, type: "UIView", isCollection: false, line: 4) })
  }

  private func manifest(_ types: ManifestClass...) -> Manifest {
    Manifest(
      files: [.init(original: "/app/A.swift", rewritten: "0-A+schmeeboard.swift")], types: types,
      requirements: [])
  }

  @Test func theOneControllerAmongOtherClassesIsChosen() throws {
    let choice = try ControllerChoice(
      manifest(type("KeyboardManager", "NSObject"), type("ChatViewController", "UIViewController")),
      className: nil)
    #expect(choice.className == "ChatViewController")
  }

  @Test func aBaseControllerInTheFilesIsNotTheOneToRunAndLendsItsOutlets() throws {
    let choice = try ControllerChoice(
      manifest(
        type("BaseViewController", "UIViewController", outlets: ["scrollView"]),
        type("FormViewController", "BaseViewController", outlets: ["textField"])),
      className: nil)
    #expect(choice.className == "FormViewController")
    #expect(choice.outlets.map(\.name) == ["scrollView", "textField"])
  }

  @Test func aSuperclassQualifiedByItsModuleIsUIKitsController() throws {
    let choice = try ControllerChoice(
      manifest(
        type("Helper", "NSObject"), type("QualifiedViewController", "UIKit.UIViewController")),
      className: nil)
    #expect(choice.className == "QualifiedViewController")
  }

  @Test func twoControllersNeedClass() throws {
    let files = manifest(type("A", "UIViewController"), type("B", "UITableViewController"))
    #expect(
      throws: CommandFailure(
        .usage, "several UIViewController subclasses (A, B); name the one to run with --class")
    ) { try ControllerChoice(files, className: nil) }
    #expect(try ControllerChoice(files, className: "B").className == "B")
    #expect(
      throws: CommandFailure(
        .usage, "--class C: no UIViewController subclass of that name; there is A, B")
    ) { try ControllerChoice(files, className: "C") }
  }

  @Test func noControllerIsAUsageErrorNamingTheFiles() {
    #expect(throws: CommandFailure(.usage, "no UIViewController subclass in /app/A.swift")) {
      try ControllerChoice(manifest(type("Helper", "NSObject")), className: nil)
    }
  }

  @Test func aControllerThatCannotBeMadeWithoutArgumentsIsRefused() {
    #expect(
      throws: CommandFailure(
        .usage,
        "A declares initializers with parameters only; the lab makes it with A(), as a "
          + "storyboard makes a controller without arguments")
    ) {
      try ControllerChoice(
        manifest(type("A", "UIViewController", initWithoutArguments: false)), className: nil)
    }
  }
}
