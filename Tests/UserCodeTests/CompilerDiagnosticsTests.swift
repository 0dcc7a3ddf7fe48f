import Foundation
import Testing

@testable import SchmeeboardUserCode

/// The compiler's words, in the user's own file and line: the copy's quoted line is replaced with
/// the user's.
@Suite struct CompilerDiagnosticsTests {
  @Test func aHeaderKeepsTheUsersPlaceAndQuotesTheUsersOwnLine() throws {
    let folder = try DriverRun.folder([
      ("Mine.swift", "import UIKit\n@objc func f() {\n  let x: Int = \"no\"\n}\n")
    ])
    let user = folder.appendingPathComponent("Mine.swift").path
    let output = """
      \(user):3:16: error: cannot convert value of type 'String' to specified type 'Int'
        let x: Int = "no" // the copy's line
                     ^
      """
    let shown = CompilerDiagnostics(originals: [user], glue: "/tmp/glue.swift").userFacing(output)
    #expect(
      shown == """
        \(user):3:16: error: cannot convert value of type 'String' to specified type 'Int'
          let x: Int = "no"
                       ^
        """)
  }

  // The copy's `Selector("tap", V.tap)` is longer than the user's `#selector(tap)`: a column
  // after it is moved back by the difference, onto the same token of the user's line.
  @Test func aColumnAfterARewrittenSelectorIsTheUsersColumn() throws {
    let original = "  b.addTarget(self, action: #selector(tap), for: .touchUpInside, oops: 1)"
    let copy = "  b.addTarget(self, action: Selector(\"tap\", V.tap), for: .touchUpInside, oops: 1)"
    let folder = try DriverRun.folder([("V.swift", "import UIKit\n\(original)\n")])
    let user = folder.appendingPathComponent("V.swift").path
    func position(of text: String, in line: String) throws -> Int {
      line.distance(from: line.startIndex, to: try #require(line.range(of: text)).lowerBound) + 1
    }
    let copyColumn = try position(of: "oops", in: copy)
    let output = "\(user):2:\(copyColumn): error: extra argument 'oops' in call\n\(copy)\n  ^"
    let shown = CompilerDiagnostics(originals: [user], glue: "/tmp/glue.swift").userFacing(output)
    let userColumn = try position(of: "oops", in: original)
    #expect(
      shown == """
        \(user):2:\(userColumn): error: extra argument 'oops' in call
        \(original)
        \(String(repeating: " ", count: userColumn - 1))^
        """)
    // Inside the rewritten text, the column is the construct's first.
    let inside = try position(of: "V.tap", in: copy)
    #expect(
      CompilerDiagnostics.column(inside, in: Substring(copy), of: original)
        == (try position(of: "#selector", in: original)))
  }

  @Test func theGluesDiagnosticsAreNamedAsTheLabs() {
    let output = "/tmp/glue.swift:12:5: error: cannot find 'ViewController' in scope\n  x\n  ^"
    let shown = CompilerDiagnostics(originals: [], glue: "/tmp/glue.swift").userFacing(output)
    #expect(
      shown
        == "(the lab's generated glue for your controller) error: cannot find 'ViewController' in scope"
    )
  }
}
