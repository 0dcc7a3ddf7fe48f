import Foundation
import TestSupport
import Testing

/// The examples of the README and of the marked pages of `docs/` (`ShellExamplePages`) are real
/// output: each `console` block's command, run again, prints what the block shows.
/// `swift run schmeeboard-generate` pastes what each prints now (`GeneratedFiles.examples`).
@Suite struct ReadmeTests {
  // The README and the marked pages of `docs/`, found by their marker so that a new page is checked
  // too.
  @Test func theCheckedPagesAreTheReadmeAndTheMovedPages() throws {
    #expect(
      try ShellExamplePages.paths() == [
        "README.md", "docs/command-line.md", "docs/comparing.md", "docs/reading-a-run.md",
        "docs/variants.md",
      ])
  }

  @Test(arguments: try ShellExamplePages.paths())
  func everyExampleIsWhatTheProgramPrints(page: String) throws {
    // The executables are built next to the test bundle.
    let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let files = try GeneratedFiles.examples(binaries: binaries)
    let file = try #require(files.first { $0.path == page })
    #expect(!ShellExamplePages.examples(in: file.current()).isEmpty, "\(page) has no console block")
    try expectGenerated(file)
  }
}
