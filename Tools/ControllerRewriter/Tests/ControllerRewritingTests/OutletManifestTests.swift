import ControllerRewriting
import Testing

/// The outlets the manifest lists for the lab's glue, which connects each by its name and type: a
/// declaration may list several names, and Swift gives a name without a type of its own the type
/// written after a later name (`var a, b: UIView!` declares two `UIView!`).
@Suite struct OutletManifestTests {
  private func outlets(_ body: String) throws -> [ManifestOutlet] {
    let source = ControllerSource(
      path: "/user/A.swift", text: "class A: UIViewController {\n\(body)\n}\n")
    return try #require(try ControllerRewriter.rewrite([source]).manifest.types.first).outlets
  }

  @Test func anOutletDeclaredInAListGetsTheTypeWrittenAfterIt() throws {
    let listed = try outlets("  @IBOutlet var contentView, grayView: UIView!")
    #expect(listed.map(\.name) == ["contentView", "grayView"])
    #expect(listed.map(\.type) == ["UIView", "UIView"])
    #expect(listed.map(\.line) == [2, 2])
  }

  @Test func eachNameTakesTheFirstTypeWrittenAfterIt() throws {
    let listed = try outlets("  @IBOutlet weak var a, b: UILabel!, c, d: UITextField!")
    #expect(listed.map(\.type) == ["UILabel", "UILabel", "UITextField", "UITextField"])
    #expect(listed.allSatisfy { !$0.isCollection })
  }

  @Test func aListOfCollectionsGetsTheirElementType() throws {
    let listed = try outlets("  @IBOutlet var fields, labels: [UITextField]!")
    #expect(listed.map(\.type) == ["UITextField", "UITextField"])
    #expect(listed.allSatisfy { $0.isCollection })
  }
}
