import Foundation

/// The pages whose ```console blocks are shell commands with their real output: the README, and
/// each page of `docs/` that carries `marker` (the pages moved out of the README, and
/// `docs/command-line.md`). `ReadmeTests` runs every block of them, and `RECORD=1` pastes what each
/// prints; `DocumentationTests` checks the other pages of `docs/`, whose blocks are `swift run`
/// commands with `…` for lines left out.
public enum ShellExamplePages {
  /// The line that makes a page of `docs/` one of these pages.
  public static let marker =
    "<!-- Shell examples: real output; `swift test --filter ReadmeTests` runs each console block. -->"

  /// The repository's root folder.
  public static func root(filePath: String = #filePath) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// Whether the text of a page of `docs/` makes it one of these pages.
  public static func isShellExamplePage(_ text: String) -> Bool {
    text.contains(marker)
  }

  /// The pages' paths from the root: `README.md`, then the marked pages of `docs/`, sorted.
  public static func paths() throws -> [String] {
    let docs = root().appendingPathComponent("docs")
    let names = try FileManager.default.contentsOfDirectory(atPath: docs.path)
    let marked = try names.filter { name in
      guard name.hasSuffix(".md") else { return false }
      let text = try String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8)
      return isShellExamplePage(text)
    }
    return ["README.md"] + marked.sorted().map { "docs/" + $0 }
  }
}
