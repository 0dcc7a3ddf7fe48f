import Foundation
import Testing

@testable import SchmeeboardUserCode

/// A controller's library is compiled once and reused while the modules it was compiled against
/// are as they were (`CompiledAgainst`): a rebuild of the lab that leaves them untouched keeps it.
@Suite struct CompiledAgainstTests {
  /// A controller of this suite's own, so that no other test's run depends on its library.
  private static let controller = """
    import UIKit

    class CompiledOnceViewController: UIViewController {
      @IBOutlet var textField: UITextField!
    }

    """

  // The first run compiles it, unless an earlier `swift test` on this build did; the second
  // loads that library and compiles nothing.
  @Test func aSecondRunOfAnUnchangedFileCompilesNothing() throws {
    let folder = try DriverRun.folder([("CompiledOnceViewController.swift", Self.controller)])
    let arguments = ["--controller", folder.path, "--scenario", "show-hide", "--summary"]
    let first = try DriverRun(arguments)
    #expect(first.status == 0, "\(first.standardError)")
    let second = try DriverRun(arguments)
    #expect(second.status == 0, "\(second.standardError)")
    #expect(!second.progress.contains { $0.hasPrefix("compiling") }, "\(second.progress)")
    #expect(second.standardOutput == first.standardOutput)
  }

  @Test func theRecordIsCurrentUntilAModuleIsWrittenAgainOrGoes() throws {
    let folder = try DriverRun.folder([("A.swiftmodule", "a"), ("B.swiftmodule", "b")])
    // The trace lists the modules in the compiler's order; the record sorts them.
    let modules = ["B", "A"].map { folder.appendingPathComponent("\($0).swiftmodule").path }
    let (moduleB, moduleA) = (modules[0], modules[1])
    let trace = folder.appendingPathComponent("trace.json")
    try JSONSerialization.data(withJSONObject: ["version": 2, "swiftmodules": modules])
      .write(to: trace)
    let compiled = try CompiledAgainst(trace: trace.path)
    #expect(compiled.modules.map(\.path) == [moduleA, moduleB])
    #expect(compiled.isCurrent)
    // Read back from its record, it is the same, and still current.
    let recorded = try #require(CompiledAgainst(record: compiled.record))
    #expect(recorded == compiled)
    #expect(recorded.isCurrent)
    #expect(CompiledAgainst(record: "") == nil)
    // A module written again (a rebuilt lab with a new interface) makes it stale.
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: moduleA)
    #expect(!recorded.isCurrent)
    // And so does a module that has gone.
    try FileManager.default.removeItem(atPath: moduleB)
    let recordWithoutA = recorded.modules[1...].map { "\($0.written) \($0.path)\n" }.joined()
    let withoutA = try #require(CompiledAgainst(record: recordWithoutA))
    #expect(withoutA.modules.map(\.path) == [moduleB])
    #expect(!withoutA.isCurrent)
  }
}
