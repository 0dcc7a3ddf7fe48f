import Foundation
import TestSupport

/// The examples of a page in `docs/`: the files it shows (a fenced block after
/// `<!-- file: NAME -->`) and the commands it shows with what they print (```console blocks:
/// `$ swift run <Variant> <arguments>`, then the expected lines, `…` standing for any lines).
struct DocumentedExamples {
  struct Command {
    var variant: String
    var arguments: [String]
    var expected: [String]
  }

  var files: [String: String] = [:]
  var commands: [Command] = []

  /// The folder `docs/`.
  static func docs(filePath: String = #filePath) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs")
  }

  /// Every page of `docs/` that shows a command (a ```console block), by name, sorted; but
  /// `your-own-controller.md`, whose commands build a package of the reader's own.
  static var pagesWithCommands: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: docs().path)) ?? []
    return names.filter { name in
      name.hasSuffix(".md") && name != "your-own-controller.md"
        && ((try? String(contentsOf: docs().appendingPathComponent(name), encoding: .utf8))?
          .contains("```console") ?? false)
    }.sorted()
  }

  /// The examples of `docs/<page>`.
  init(page: String, filePath: String = #filePath) throws {
    let url = Self.docs(filePath: filePath).appendingPathComponent(page)
    let lines = try String(contentsOf: url, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    var fileName: String?
    var index = 0
    while index < lines.count {
      let line = lines[index]
      index += 1
      if line.hasPrefix("<!-- file: "), line.hasSuffix(" -->") {
        fileName = String(line.dropFirst("<!-- file: ".count).dropLast(" -->".count))
        continue
      }
      guard line.hasPrefix("```") else { continue }
      let end = lines[index...].firstIndex { $0 == "```" } ?? lines.count
      let block = Array(lines[index..<end])
      index = end + 1
      if let name = fileName {
        files[name] = block.joined(separator: "\n") + "\n"
        fileName = nil
      } else if line == "```console" {
        commands += Self.commands(in: block)
      }
    }
  }

  private static func commands(in block: [String]) -> [Command] {
    var commands: [Command] = []
    for line in block {
      if line.hasPrefix("$ swift run ") {
        let words = line.dropFirst("$ swift run ".count).split(separator: " ").map(String.init)
        commands.append(
          Command(variant: words[0], arguments: Array(words.dropFirst()), expected: []))
      } else if !commands.isEmpty {
        commands[commands.count - 1].expected.append(line)
      }
    }
    return commands
  }

  /// Whether `actual` shows the `expected` lines in order, `…` matching any number of lines.
  static func matches(_ actual: [String], _ expected: [String]) -> Bool {
    let chunks = expected.split(separator: "…", omittingEmptySubsequences: false).map(Array.init)
    var position = 0
    for (number, chunk) in chunks.enumerated() {
      let isFirst = number == 0
      let isLast = number == chunks.count - 1
      let candidates = isFirst ? [0] : Array(position...max(position, actual.count - chunk.count))
      guard
        let start = candidates.first(where: {
          actual[$0...].starts(with: chunk) && (!isLast || $0 + chunk.count == actual.count)
        })
      else { return false }
      position = start + chunk.count
    }
    return true
  }
}
