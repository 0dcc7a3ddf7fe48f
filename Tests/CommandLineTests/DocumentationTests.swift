import Foundation
import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

/// The docs show what the program does: every command they show prints what they say, and the
/// scenario file they teach runs on every variant.
@Suite struct DocumentationTests {
  // Every page of docs/ with a ```console block, found on disk so that a new page is checked too.
  @Test func everyPageWithCommandsIsChecked() {
    #expect(DocumentedExamples.pagesWithCommands == ["json-schema.md", "scenario-format.md"])
  }

  @Test(arguments: DocumentedExamples.pagesWithCommands)
  func commandsPrintWhatThePageShows(page: String) throws {
    let examples = try DocumentedExamples(page: page)
    let directory = try TemporaryDirectory()
    var paths: [String: String] = [:]
    for (name, text) in examples.files {
      paths[name] = try directory.write(text, to: name)
    }
    #expect(!examples.commands.isEmpty)
    for command in examples.commands {
      let variant = try #require(BuiltInVariant(rawValue: command.variant))
      let arguments = command.arguments.map { paths[$0] ?? $0 }
      let transcript = variant.transcript(arguments).replacingOccurrences(
        of: directory.url.path + "/", with: "")
      var actual = transcript.split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init)
      actual.removeLast()
      #expect(
        DocumentedExamples.matches(actual, command.expected),
        "\(page): $ \(command.variant) \(command.arguments.joined(separator: " ")) printed:\n\(transcript)"
      )
    }
  }

  @Test(arguments: BuiltInVariant.all)
  func scenarioFileAsTheFormatTeachesRunsWithItsSteps(variant: BuiltInVariant) throws {
    let examples = try DocumentedExamples(page: "scenario-format.md")
    let text = try #require(examples.files["my-rotation.txt"])
    let directory = try TemporaryDirectory()
    let path = try directory.write(text, to: "my-rotation.txt")

    let timeline = try JSONDecoder().decode(
      Timeline.self, from: Data(variant.output(["--script", path, "--format", "json"]).utf8))

    // The file's instructions, read by hand: `wait` moves the time on, a bare action happens then.
    #expect(
      timeline.header.steps == [
        "at 0.5 tap text-field", "at 1 switch-keyboard emoji", "at 1.5 rotate landscape-left",
        "at 2.5 rotate portrait",
        "at 3.5 tilt", "at 4.25 tap background",
      ])
    let performed = timeline.entries.compactMap { entry -> (time: Double, action: String)? in
      guard case .step(let action) = entry.event else { return nil }
      return (entry.time, action)
    }
    #expect(performed.map(\.time) == [0.5, 1, 1.5, 2.5, 3.5, 4.25])
    #expect(
      performed.map(\.action) == [
        "tap text-field", "switch-keyboard emoji", "rotate landscape-left", "rotate portrait",
        "tilt", "tap background",
      ])
    // Named by the path as given, not its last component.
    #expect(timeline.header.scenario == path)
    #expect(timeline.header.target == RunTarget(device: .iphone5, release: IOSRelease(8)))
  }

  // A page that lists the devices lists every one the code models, in its order: each line of
  // docs/*.md and the README naming `iphone4s` with other devices names them all.
  @Test func everyListOfDevicesIsComplete() throws {
    let names = Device.allCases.map(\.rawValue)
    let pages =
      try FileManager.default.contentsOfDirectory(atPath: DocumentedExamples.docs().path)
      .filter { $0.hasSuffix(".md") }.map { DocumentedExamples.docs().appendingPathComponent($0) }
      + [DocumentedExamples.docs().deletingLastPathComponent().appendingPathComponent("README.md")]
    var lists = 0
    for page in pages {
      for line in try String(contentsOf: page, encoding: .utf8).split(separator: "\n") {
        let listed = line.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }
          .map { String($0.element) }.filter(names.contains)
        guard listed.count > 2 else { continue }
        lists += 1
        #expect(listed == names, "\(page.lastPathComponent): \(line)")
      }
    }
    #expect(lists > 0)
  }

  // The scenario format's `ios` line and the command line's `--os` give the range of versions the
  // code models, as a generated phrase (`GeneratedPhraseTests` checks that it is the code's).
  @Test func theDocsGiveTheModelledVersions() throws {
    func page(_ name: String) throws -> String {
      try String(
        contentsOf: DocumentedExamples.docs().appendingPathComponent(name), encoding: .utf8)
    }
    let versions = "<!-- generated: releases -->"
    #expect(try page("scenario-format.md").contains("a whole number from \(versions)"))
    #expect(try page("command-line.md").contains("The major iOS version, \(versions)"))
    #expect(try page("json-schema.md").contains("The major iOS version, \(versions)"))
  }

  // The command line's page names every built-in variant's executable in its first paragraph,
  // in the order of BuiltInVariants.all.
  @Test func theCommandLinePageNamesEveryVariant() throws {
    let text = try String(
      contentsOf: DocumentedExamples.docs().appendingPathComponent("command-line.md"),
      encoding: .utf8)
    let first = try #require(text.components(separatedBy: "\n\n").dropFirst().first)
    let named = first.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }
      .map { String($0.element) }.filter { BuiltInVariant(rawValue: $0) != nil }
    #expect(Array(named.prefix(BuiltInVariant.all.count)) == BuiltInVariant.all.map(\.rawValue))
  }

  // The legend's header line lists the classic built-in scenarios, in their order, and the
  // modelled iOS versions (a generated phrase).
  @Test func theLegendListsTheClassicScenariosAndTheVersions() throws {
    let legend = try String(
      contentsOf: DocumentedExamples.docs().appendingPathComponent("legend.md"), encoding: .utf8)
    let line = try #require(
      legend.split(separator: "\n").first { $0.hasPrefix("| `<variant> on <device>, iOS <n>") })
    let names = line.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }
      .map { String($0.element) }.filter { BuiltInScenario(rawValue: $0) != nil }
    #expect(names == BuiltInScenario.classic.map(\.rawValue))
    #expect(line.contains("(<!-- generated: releases -->"))
  }
}
