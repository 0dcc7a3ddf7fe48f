import SwiftParser
import SwiftSyntax

/// Rewrites view controllers written for iOS so that they compile unchanged on Linux against the
/// lab's UIKit, keeping every line where it was.
///
/// Each rewritten file starts with a `#sourceLocation` line naming the user's file; every edit
/// stays on its own lines, and removed code is replaced by as many spaces, so the compiler reports
/// the user's file, lines and, up to any rewritten `#selector`, columns. The edits
/// (`EditCollector`): Objective-C, Interface Builder, entry point and `@MainActor` attributes and
/// `dynamic` are blanked, as are `private` and `fileprivate` on outlets; `#selector` becomes the
/// lab's `Selector`, `#keyPath` a string, `import Foundation` `import UIKit`, `#available(iOS …)`
/// and `#unavailable` a query of the run's release (`AvailabilityQuery`). Every other byte is
/// kept, line breaks (`\n` or `\r\n`) and non-ASCII text included.
public enum ControllerRewriter {
  /// The suffix of a rewritten file's name, after the user's file's base name. A name of its own
  /// keeps `#fileID` from clashing with the user's file.
  public static let rewrittenFileSuffix = "+schmeeboard.swift"

  /// Rewrites `sources`, the i-th into the file named `<i>-<base name>+schmeeboard.swift`.
  ///
  /// `#selector`s without labels are named from the methods declared across all of `sources`.
  /// Throws every construct that cannot be rewritten, and then rewrites nothing.
  public static func rewrite(_ sources: [ControllerSource]) throws(RewriteFailure)
    -> ControllerRewrite
  {
    let tooDeep = sources.compactMap { source -> RewriteProblem? in
      guard let excess = BracketChain(source.text).excess else { return nil }
      return RewriteProblem(
        path: source.path, line: excess.line, column: excess.column,
        message: "more than \(BracketChain.limit) '[' open one directly inside another; the "
          + "rewriter parses at most \(BracketChain.limit), as its parser's time doubles with "
          + "each: name an inner part of the literal")
    }
    guard tooDeep.isEmpty else { throw RewriteFailure(problems: tooDeep) }
    let trees = sources.map { Parser.parse(source: $0.text) }
    let methods = MethodIndex(files: trees)
    var files: [RewrittenFile] = []
    var classes: [ManifestClass] = []
    var requirements: [ManifestRequirement] = []
    var problems: [RewriteProblem] = []
    for (index, (source, tree)) in zip(sources, trees).enumerated() {
      let edits = EditCollector(path: source.path, file: tree, methods: methods)
      edits.walk(tree)
      let classCollector = ClassCollector(path: source.path, file: tree)
      classCollector.walk(tree)
      problems += (edits.problems + classCollector.problems).sorted {
        ($0.line, $0.column) < ($1.line, $1.column)
      }
      classes += classCollector.classes
      let requirementCollector = RequirementCollector(path: source.path, file: tree)
      requirementCollector.walk(tree)
      requirements += requirementCollector.requirements
      files.append(
        RewrittenFile(
          original: source.path,
          name: "\(index)-\(baseName(of: source.path))\(rewrittenFileSuffix)",
          text: rewrittenText(source, edits: edits.edits)))
    }
    guard problems.isEmpty else { throw RewriteFailure(problems: problems) }
    return ControllerRewrite(
      files: files,
      manifest: Manifest(
        files: files.map { ManifestFile(original: $0.original, rewritten: $0.name) },
        types: classes, requirements: requirements))
  }

  /// The header line, then `source`'s text with `edits` applied. A byte order mark is dropped:
  /// it may only begin a file.
  private static func rewrittenText(_ source: ControllerSource, edits: [SourceEdit]) -> String {
    var bytes = SourceEdit.apply(edits, to: Array(source.text.utf8))
    let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    if bytes.starts(with: byteOrderMark) { bytes.removeFirst(byteOrderMark.count) }
    return SourceLocationHeader.text(path: source.path, lineBreak: firstLineBreak(in: source.text))
      + String(decoding: bytes, as: UTF8.self)
  }

  /// The file's first line break (`\r\n`, `\n` or `\r`), or `\n` when it has none, so the header
  /// line ends as the user's lines do.
  private static func firstLineBreak(in text: String) -> String {
    let breaks: [Character] = ["\r\n", "\n", "\r"]
    return text.first(where: breaks.contains).map(String.init) ?? "\n"
  }

  /// The file name of `path` without its directory and its `.swift` extension.
  private static func baseName(of path: String) -> String {
    let name =
      path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init)
      ?? path
    return name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
  }
}
