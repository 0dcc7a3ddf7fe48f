import Foundation
import SimulatedUIKit
import TestSupport
import Testing

@testable import SchmeeboardLab

/// Each picture's own legend explains every kind of mark that picture draws, and only those: every
/// class it draws (the containers of `docs/legend.md`'s table aside: groups, not marks) is named by
/// a legend entry's `data-explains`, and every entry names a class the picture draws (or, on a
/// page with a replay, one its script draws).
@Suite struct PictureLegendTests {
  /// The containers' classes: the first column of `docs/legend.md`'s row of containers.
  private static func containers() throws -> Set<String> {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "docs/legend.md")
    let legend = try String(contentsOf: url, encoding: .utf8)
    let row = try #require(
      legend.split(separator: "\n").first { $0.hasPrefix("| `") && $0.contains("| Containers:") })
    return Set(
      row.split(separator: "|")[0].split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }
        .map { String($0.element) })
  }

  /// Checks `picture`'s legend against the classes it draws; returns the classes its entries
  /// explain.
  @discardableResult
  private static func check(_ picture: String, _ label: String) throws -> Set<String> {
    let drawn = Set(picture.attributeValues("class"))
    let entries = picture.attributeValues("data-explains").map {
      Set($0.split(separator: " ").map(String.init))
    }
    let explained = entries.reduce(into: Set<String>()) { $0.formUnion($1) }
    #expect(!entries.isEmpty, "\(label): no legend")
    #expect(
      drawn.subtracting(try containers()).subtracting(explained).sorted() == [],
      "\(label): drawn but not in its legend")
    let scripted = drawn.contains("replay") ? Set(PictureLegend.replayClasses) : []
    for entry in entries {
      #expect(!entry.isDisjoint(with: drawn.union(scripted)), "\(label): \(entry) not drawn")
    }
    return explained
  }

  // Pictures of every kind of screen: a page with its replay, an iPhone app in compatibility
  // mode and letterboxed, the techniques' tables and bars, a Split View pane, undocked and
  // floating keyboards, a hardware keyboard's bar, iOS 6's opaque status bar.
  @Test func everyMarkAPictureDrawsIsInItsOwnLegend() throws {
    let runs: [(BuiltInVariant, [String])] =
      [
        (.correctedSchmeeboard3, ["--compare", "CorrectedSchmeeboard2", "--format", "html"]),
        (.keyboardSchmeeboard, ["--device", "ipadair2", "--os", "10", "--format", "svg"]),
        (.correctedSchmeeboard3, ["--device", "iphonex", "--os", "12", "--format", "svg"]),
        (
          .medcalfInsets, ["--compare", "TKScrollviewKeyboard", "MudoxKeyboard", "--format", "svg"]
        ),
        (.correctedSchmeeboard2, ["--device", "iphone5", "--os", "6", "--format", "svg"]),
      ]
      + ["split-view", "undock-keyboard", "hardware-keyboard", "interactive-dismiss"].map {
        (
          BuiltInVariant.correctedSchmeeboard2,
          ["--device", "ipadair2", "--os", "10", "--scenario", $0, "--format", "svg"]
        )
      }
      + [
        (
          .correctedSchmeeboard2,
          [
            "--device", "ipadpro11", "--os", "13", "--scenario", "floating-keyboard", "--format",
            "svg",
          ]
        )
      ]
    var explained = Set<String>()
    for (variant, arguments) in runs {
      let picture = try variant.output(arguments)
      explained.formUnion(try Self.check(picture, arguments.joined(separator: " ")))
    }
    // Between them they draw every kind of screen mark.
    #expect(
      explained.isSuperset(of: [
        "keyboard", "floating-keyboard", "keyboard-bar", "hidden-edge", "table", "table-row",
        "status-bar", "translucent-status-bar", "home-button", "home-indicator", "letterbox",
        "other-app",
        "replay-frame", "post", "step",
      ]))
  }

  // A simple picture's legend is short: no entry for a mark it does not draw.
  @Test func aSimplePicturesLegendNamesOnlyItsMarks() throws {
    let picture = try BuiltInVariant.correctedSchmeeboard3.output([
      "--scenario", "show-hide", "--format", "svg",
    ])
    let explained = try Self.check(picture, "show-hide")
    #expect(
      explained.isDisjoint(with: [
        "floating-keyboard", "keyboard-bar", "table", "letterbox", "other-app", "status-bar",
        "replay-frame",
      ]))
  }
}
