import Foundation
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

@testable import SchmeeboardCommandLine

/// Every mark the pictures draw is in `docs/legend.md`'s table of the pictures' marks, by the
/// class it carries, as `LegendTests` does for the words the text prints.
@Suite struct PictureMarkLegendTests {
  private static var legendURL: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/legend.md")
  }

  /// The classes the table names: each `` `name` `` in its first column.
  private static func legendClasses() throws -> Set<String> {
    let legend = try String(contentsOf: legendURL, encoding: .utf8)
    let start = try #require(legend.range(of: "## The pictures' marks"))
    let rows = legend[start.upperBound...].split(separator: "\n").filter { $0.hasPrefix("| `") }
    return Set(
      rows.flatMap { row in
        row.split(separator: "|")[0].split(separator: "`").enumerated().filter {
          $0.offset % 2 == 1
        }
        .map { String($0.element) }
      })
  }

  // Every built-in scenario that runs on an iPad Air 2 on iOS 10 and on an iPhone 5 on iOS 6 (the
  // hazards of both families), drawn for CorrectedSchmeeboard2 (which glitches, so its screens
  // show what the keyboard hides), and one page with its replay: every class drawn is named.
  @Test func everyClassDrawnIsInTheLegend() throws {
    let legend = try Self.legendClasses()
    var pictures = [
      try BuiltInVariant.correctedSchmeeboard3.output([
        "--compare", "CorrectedSchmeeboard2", "--format", "html",
      ]),
      // An iPhone-only app in compatibility mode on an iPad, drawn inside the iPad's screen.
      try BuiltInVariant.keyboardSchmeeboard.output([
        "--device", "ipadair2", "--os", "10", "--format", "svg",
      ]),
      // A device without a home button draws its home indicator.
      try BuiltInVariant.correctedSchmeeboard3.output([
        "--device", "iphonex", "--os", "12", "--format", "svg",
      ]),
      // The techniques' demos draw their own content: tables and bars.
      try BuiltInVariant.medcalfInsets.output([
        "--compare", "TKScrollviewKeyboard", "MudoxKeyboard", "--format", "svg",
      ]),
    ]
    for (device, os) in [(Device.ipadair2, 10), (.iphone5, 6)] {
      for builtIn in BuiltInScenario.allCases {
        if let picture = try? BuiltInVariant.correctedSchmeeboard2.output(
          [
            "--device", device.rawValue, "--os", String(os), "--format", "svg",
          ], setting: { $0.scenario = builtIn.rawValue })
        {
          pictures.append(picture)
        }
      }
    }
    let drawn = Set(pictures.flatMap { $0.attributeValues("class") })
    #expect(
      drawn.isSuperset(of: [
        "keyboard", "gap-line", "floating-keyboard", "hidden-edge", "table", "table-row",
        "status-bar", "translucent-status-bar", "home-button", "home-indicator", "letterbox",
        "other-app",
      ]))
    #expect(drawn.subtracting(legend).sorted() == [])
  }
}
