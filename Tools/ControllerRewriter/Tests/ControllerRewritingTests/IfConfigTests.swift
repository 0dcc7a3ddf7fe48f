import ControllerRewriting
import Testing

/// `#if` is evaluated as an iOS debug build for a device evaluates it: `os(iOS)`,
/// `canImport(UIKit)`, `DEBUG` and `arch(arm64)` hold; `os(Linux)`, `os(macOS)` and
/// `targetEnvironment(simulator)` do not. The clauses left out are blanked with their
/// directives, every line where it was, and their classes are not listed.
@Suite struct IfConfigTests {
  @Test func aControllerInsideOSiOSIsListedAndKeptWithoutItsDirectives() throws {
    let source = """
      #if os(iOS)
      class VC: UIViewController {}
      #endif
      """
    let rewrite = try ControllerRewriter.rewrite([
      ControllerSource(path: "/user/File0.swift", text: source)
    ])
    #expect(rewrite.manifest.types.map(\.name) == ["VC"])
    #expect(try rewrittenBody(source) == "           \nclass VC: UIViewController {}\n      ")
  }

  @Test func theIOSClauseIsKeptAndTheOthersBlanked() throws {
    let source = """
      #if canImport(AppKit)
      import AppKit
      #elseif canImport(UIKit)
      import UIKit
      #else
      import Glibc
      #endif
      """
    let lines = try rewrittenBody(source).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.map { $0.allSatisfy { $0 == " " } ? "" : $0 } == [
        "", "", "", "import UIKit", "", "", "",
      ])
  }

  @Test(arguments: [
    ("DEBUG", true), ("os(iOS)", true), ("arch(arm64)", true), ("canImport(UIKit)", true),
    ("os(Linux)", false), ("os(macOS)", false), ("targetEnvironment(simulator)", false),
    ("canImport(AppKit)", false), ("!DEBUG", false),
  ])
  func eachConditionAsAnIOSDebugBuildForADevice(_ condition: String, _ holds: Bool) throws {
    let source = "#if \(condition)\nclass Kept: UIViewController {}\n#endif\n"
    let rewrite = try ControllerRewriter.rewrite([
      ControllerSource(path: "/user/File0.swift", text: source)
    ])
    #expect(rewrite.manifest.types.map(\.name) == (holds ? ["Kept"] : []))
  }

  @Test func aSelectorInAClauseLeftOutIsBlankedNotRewritten() throws {
    let source = """
      class VC {
        func f() {}
      #if os(macOS)
        let s = #selector(f)
      #endif
      }
      """
    #expect(!(try rewrittenBody(source)).contains("Selector"))
  }
}
