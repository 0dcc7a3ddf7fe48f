#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// `schmeeboard-rewrite --output DIR FILE...`: rewrites the user's Swift files into `DIR`, the i-th
/// as `DIR/<i>-<base name>+schmeeboard.swift`, with `DIR/manifest.json`.
///
/// Exit statuses (sysexits): 0 done; 64 wrong arguments; 65 a construct cannot be rewritten (one
/// line per problem in the compiler's format, and nothing written); 66 a file cannot be read;
/// 73 the output cannot be written.
public enum RewriteCommand {
  /// The command's usage line.
  public static let usage = "usage: schmeeboard-rewrite --output DIR FILE.swift..."

  /// What a run ends with: its exit status and the lines it prints on standard error.
  public struct Outcome: Sendable, Equatable {
    /// The exit status.
    public let status: Int32
    /// The lines for standard error, without line breaks.
    public let errors: [String]
  }

  /// Runs the command with `arguments` (without the program's name). Relative paths are taken
  /// from the current directory.
  public static func run(_ arguments: [String]) -> Outcome {
    guard let (output, paths) = parse(arguments) else {
      return Outcome(status: 64, errors: [usage])
    }
    var sources: [ControllerSource] = []
    for path in paths.map(absolutePath) {
      do {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let text = String(validating: data, as: UTF8.self) else {
          return failure(66, "cannot read \(path): it is not UTF-8 text")
        }
        sources.append(ControllerSource(path: path, text: text))
      } catch {
        return failure(66, "cannot read \(path): \(reason(error))")
      }
    }
    let rewrite: ControllerRewrite
    do {
      rewrite = try ControllerRewriter.rewrite(sources)
    } catch {
      return Outcome(status: 65, errors: error.problems.map(\.diagnostic))
    }
    do {
      try write(rewrite, to: absolutePath(output))
    } catch {
      return failure(73, "cannot write \(output): \(reason(error))")
    }
    return Outcome(status: 0, errors: [])
  }

  /// The output folder and the files, or nil when `arguments` are not `--output DIR` and at least
  /// one `.swift` file.
  private static func parse(_ arguments: [String]) -> (output: String, files: [String])? {
    var output: String?
    var files: [String] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--output", output == nil, let folder = remaining.popFirst() {
        output = folder
      } else if argument.hasSuffix(".swift"), !argument.hasPrefix("-") {
        files.append(argument)
      } else {
        return nil
      }
    }
    guard let output, !files.isEmpty else { return nil }
    return (output, files)
  }

  /// Writes the rewritten files and `manifest.json` into `folder`, creating it, and removes the
  /// rewritten files an earlier run left there that this run did not write.
  private static func write(_ rewrite: ControllerRewrite, to folder: String) throws {
    let files = FileManager.default
    try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let written = Set(rewrite.files.map(\.name))
    for name in try files.contentsOfDirectory(atPath: folder)
    where name.hasSuffix(ControllerRewriter.rewrittenFileSuffix) && !written.contains(name) {
      try files.removeItem(atPath: folder + "/" + name)
    }
    for file in rewrite.files {
      try Data(file.text.utf8).write(
        to: URL(fileURLWithPath: folder + "/" + file.name), options: .atomic)
    }
    try Data(rewrite.manifest.json.utf8).write(
      to: URL(fileURLWithPath: folder + "/manifest.json"), options: .atomic)
  }

  /// A failed run's outcome: `status` and the one line `schmeeboard-rewrite: <message>`.
  private static func failure(_ status: Int32, _ message: String) -> Outcome {
    Outcome(status: status, errors: ["schmeeboard-rewrite: " + message])
  }

  /// Why a file operation failed, in the C library's words (`no such file or directory`).
  private static func reason(_ error: any Error) -> String {
    guard let code = (error as? CocoaError)?.underlying.flatMap({ $0 as? POSIXError })?.code
    else { return String(describing: error) }
    return String(cString: strerror(code.rawValue)).lowercased()
  }

  private static func absolutePath(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
  }
}
