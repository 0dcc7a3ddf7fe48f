import Foundation

/// The pages whose ```console blocks are shell commands with their real output: the README, and
/// each page of `docs/` that carries `marker` (the pages moved out of the README, and
/// `docs/command-line.md`). `ReadmeTests` runs every block of them, and `swift run
/// schmeeboard-generate` pastes what each prints (`GeneratedFiles.examples`); `DocumentationTests` checks the other pages of `docs/`, whose blocks are `swift run`
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

  /// `(command, output)` of every ```console block of `page`'s text.
  public static func examples(in page: String) -> [(command: String, output: String)] {
    page.components(separatedBy: "```console\n").dropFirst().compactMap { block in
      guard let body = block.components(separatedBy: "```").first, body.hasPrefix("$ ") else {
        return nil
      }
      let lines = body.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
      return (String(lines[0].dropFirst(2)), lines.count > 1 ? String(lines[1]) : "")
    }
  }

  /// An example's command names an executable that is not built.
  public struct NotBuilt: Error, CustomStringConvertible {
    public var executable: String
    public var description: String {
      "\(executable) is not built: `swift build` builds it, and the examples run it"
    }
  }

  /// What `command` prints on standard output, run by `bash` in the root folder with `swift run
  /// [-q] X` standing for the executable `X` in `binaries`: a nested `swift run` would wait on the
  /// lock of the build that runs the tests.
  public static func run(_ command: String, binaries: URL) throws -> String {
    for match in command.matches(of: #/swift run (?:-q )?(\w+)/#) {
      let executable = binaries.appendingPathComponent(String(match.output.1)).path
      guard FileManager.default.isExecutableFile(atPath: executable) else {
        throw NotBuilt(executable: executable)
      }
    }
    let run = try ProgramRun(
      "/bin/bash",
      [
        "-c",
        command.replacingOccurrences(of: "swift run -q ", with: "swift run ")
          .replacingOccurrences(of: "swift run ", with: binaries.path + "/"),
      ], in: root().path)
    // What it says on standard error is the test's, as when it inherited that stream.
    FileHandle.standardError.write(Data(run.standardError))
    return String(decoding: run.standardOutput, as: UTF8.self)
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
