import Foundation
import TestSupport
import Testing

/// The examples a built-in variant's `--help` prints are commands that run as written: each one,
/// in a folder of its own (the files one writes with `>` are the ones the next reads), ends with
/// status 0, or 1 where it asks `--fail-on` about a matrix that has such a verdict. The two
/// `--matrix` examples run with `SWEEP=all` (`ListAndMatrixTests` runs a matrix in the quick loop).
@Suite struct HelpExampleTests {
  @Test func everyExampleOfTheHelpRunsAsWritten() async throws {
    let help = try #require(await runKeyboardSchmeeboard(["--help"], expecting: 0)).standardOutput
    let examples = HelpExample.all(in: help, command: "swift run KeyboardSchmeeboard")
    #expect(examples.count == 9)
    #expect(examples.contains { $0.output == "mine.txt" })
    #expect(examples.contains { $0.input == "mine.txt" })
    let folder = try TemporaryDirectory()
    for example in examples where Sweep.isExhaustive || !example.arguments.contains("--matrix") {
      // KeyboardSchmeeboard's matrix has glitches (the iOS 8 iPad's double notifications).
      let status: Int32 = example.arguments.contains("--fail-on") ? 1 : 0
      let output = await runKeyboardSchmeeboard(
        example.arguments, input: example.input.map { folder.url.appendingPathComponent($0).path },
        in: folder.url.path, expecting: status)
      #expect(output?.standardError == "", "\(example.line)")
      #expect(output?.standardOutput.isEmpty == false, "\(example.line)")
      if let name = example.output, let text = output?.standardOutput {
        _ = try folder.write(text, to: name)
      }
    }
  }

  @Test func theShellWordsOfAnExampleAreUnquoted() {
    let help = """
        swift run schmeeboard --controller '/tmp/it'\\''s here/A.swift' --class A > out.txt
      """
    #expect(
      HelpExample.all(in: help, command: "swift run schmeeboard")
        == [
          HelpExample(
            line: String(help.drop { $0 == " " }),
            arguments: ["--controller", "/tmp/it's here/A.swift", "--class", "A"],
            output: "out.txt")
        ])
  }
}
