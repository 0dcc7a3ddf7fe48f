import Foundation
import TestSupport
import Testing

/// `docs/your-own-controller.md` shows what the program does: each file it quotes is the file in
/// the repository, and each `swift run schmeeboard …` prints what the page says (standard output,
/// then standard error, with the clone's own folder left out of paths). `RECORD=1` rewrites the
/// page's outputs from the program.
@Suite(.serialized) struct YourOwnControllerPageTests {
  static let page = DriverRun.root.appendingPathComponent("docs/your-own-controller.md")

  /// The page's lines.
  private static func lines() throws -> [String] {
    try String(contentsOf: page, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
  }

  @Test func everyQuotedFileIsTheFileInTheRepository() throws {
    let lines = try Self.lines()
    var quoted = 0
    for (index, line) in lines.enumerated()
    where line.hasPrefix("<!-- file: ") && line.hasSuffix(" -->") {
      let name = String(line.dropFirst("<!-- file: ".count).dropLast(" -->".count))
      let start = index + 2
      let end = try #require(lines[start...].firstIndex(of: "```"))
      let file = try String(
        contentsOf: DriverRun.root.appendingPathComponent(name), encoding: .utf8)
      #expect(lines[start..<end].joined(separator: "\n") + "\n" == file, "\(name)")
      quoted += 1
    }
    #expect(quoted >= 1)
  }

  @Test func everyCommandPrintsWhatThePageSays() throws {
    var lines = try Self.lines()
    var commands = 0
    var index = 0
    while index < lines.count {
      defer { index += 1 }
      guard lines[index].hasPrefix("$ swift run schmeeboard ") else { continue }
      let arguments = lines[index].dropFirst("$ swift run schmeeboard ".count)
        .split(separator: " ").map(String.init)
      let end = try #require(lines[index...].firstIndex(of: "```"))
      let run = try DriverRun(arguments)
      let root = DriverRun.root.path + "/"
      let shown = (run.standardOutput + run.standardError.replacingOccurrences(of: root, with: ""))
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let printed = shown.last == "" ? Array(shown.dropLast()) : shown
      commands += 1
      if Recording.isOn {
        lines.replaceSubrange((index + 1)..<end, with: printed)
        continue
      }
      #expect(
        Array(lines[(index + 1)..<end]) == printed,
        "`\(lines[index])` prints:\n\(printed.joined(separator: "\n"))")
    }
    #expect(commands >= 4)
    if Recording.isOn {
      try lines.joined(separator: "\n").write(to: Self.page, atomically: true, encoding: .utf8)
    }
  }
}
