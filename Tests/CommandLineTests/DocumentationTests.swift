import Foundation
import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedUIKit
import Testing

/// The docs show what the program does: every command they show prints what they say, and the
/// scenario file they teach runs on every variant.
@Suite struct DocumentationTests {
  @Test(arguments: ["command-line.md", "scenario-format.md", "json-schema.md"])
  func commandsPrintWhatThePageShows(page: String) throws {
    let examples = try DocumentedExamples(page: page)
    let directory = try TemporaryDirectory()
    var paths: [String: String] = [:]
    for (name, text) in examples.files {
      paths[name] = try directory.write(text, to: name)
    }
    #expect(!examples.commands.isEmpty)
    for command in examples.commands {
      let variant = try #require(Variant(rawValue: command.variant))
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

  @Test(arguments: Variant.allCases)
  func scenarioFileAsTheFormatTeachesRunsWithItsSteps(variant: Variant) throws {
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
    #expect(timeline.header.device == "iPhone 5")
    #expect(timeline.header.release == IOSRelease(8))
  }
}
