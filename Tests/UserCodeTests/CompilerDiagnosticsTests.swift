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

  @Test func theGluesDiagnosticsAreNamedAsTheLabs() {
    let output = "/tmp/glue.swift:12:5: error: cannot find 'ViewController' in scope\n  x\n  ^"
    let shown = CompilerDiagnostics(originals: [], glue: "/tmp/glue.swift").userFacing(output)
    #expect(
      shown
        == "(the lab's generated glue for your controller) error: cannot find 'ViewController' in scope"
    )
  }
}
