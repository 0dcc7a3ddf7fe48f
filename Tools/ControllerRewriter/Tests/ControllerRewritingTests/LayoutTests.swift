import ControllerRewriting
import Testing

/// A rewritten file starts with a `#sourceLocation` line naming the user's file, then keeps every
/// line at its number, the user's line breaks, and every byte an edit does not touch.
@Suite struct LayoutTests {
  @Test func theHeaderNamesTheUsersFileWithQuotesAndBackslashesEscaped() throws {
    let path = #"/home/me/My "App"\Sources/VC.swift"#
    let file = try ControllerRewriter.rewrite([ControllerSource(path: path, text: "let x = 1\n")])
      .files[0]
    #expect(
      file.text == #"#sourceLocation(file: "/home/me/My \"App\"\\Sources/VC.swift", line: 1)"#
        + "\nlet x = 1\n")
    #expect(file.name == "0-VC+schmeeboard.swift")
  }

  @Test func everyLineKeepsItsNumber() throws {
    let source = """
      import Foundation
      @objc
      @MainActor
      final class VC: UIViewController {
        @IBOutlet
        private weak var label: UILabel!
        func go() { f(#selector(go), #keyPath(view.frame)) }
      }

      """
    let body = try rewrittenBody(source)
    #expect(
      body.split(separator: "\n", omittingEmptySubsequences: false).count
        == source.split(separator: "\n", omittingEmptySubsequences: false).count)
    #expect(
      body.split(separator: "\n", omittingEmptySubsequences: false)[3]
        == "final class VC: UIViewController {")
  }

  @Test func crlfLineBreaksAreKeptAndTheHeaderEndsWithOne() throws {
    let source = "import Foundation\r\n@objc class A {\r\n  @objc func f() {}\r\n}\r\n"
    let file = try ControllerRewriter.rewrite([ControllerSource(path: "/u/A.swift", text: source)])
      .files[0]
    #expect(
      Array(file.text.utf8)
        == Array(
          (#"#sourceLocation(file: "/u/A.swift", line: 1)"#
            + "\r\nimport Foundation\r\n      class A {\r\n        func f() {}\r\n}\r\n").utf8))
  }

  @Test func textBeforeAnEditOnTheSameLineSurvivesByteForByte() throws {
    // "é", "✓" and "🙂" are 2, 3 and 4 bytes in UTF-8; the edits after them are by byte offset.
    let source = "class Ü { func f() { let s = \"é✓🙂\"; g(#selector(f), s) }; @objc func h() {} }\n"
    let expected =
      "class Ü { func f() { let s = \"é✓🙂\"; g(Selector(\"f()\", Ü.f), s) };       func h() {} }\n"
    #expect(try rewrittenBody(source) == expected)
  }

  @Test func aByteOrderMarkIsDropped() throws {
    #expect(try rewrittenBody("\u{FEFF}@objc class A {}\n") == "      class A {}\n")
  }
}
