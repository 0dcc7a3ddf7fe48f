import Foundation

/// A file of the repository that the code writes, whole or in part: the golden timelines,
/// `MATRIX.md`, the docs' generated blocks and phrases, the examples' output, the pictures.
/// `swift run schmeeboard-generate` writes every one (`GeneratedFiles`), and a test compares each
/// with what the same function makes now. Read the diff before committing it:
/// a written file that shows a wrong behaviour is a bug, not a new baseline.
public struct GeneratedFile: Sendable {
  /// The command that writes them, which a test names when a file is stale: the build first,
  /// since the examples' commands run the built executables.
  public static let command = "swift build && swift run schmeeboard-generate"

  /// The file's path from the repository's root.
  public let path: String

  /// The file's text as the code makes it now, from the text it holds ("" for a missing file): a
  /// page keeps its hand-written text around the parts the code writes.
  public let make: @Sendable (String) throws -> String

  /// A file whose text `make` makes from what it holds now.
  public init(path: String, make: @escaping @Sendable (String) throws -> String) {
    self.path = path
    self.make = make
  }

  /// A file the code writes whole.
  public init(path: String, text: @escaping @Sendable () throws -> String) {
    self.init(path: path) { _ in try text() }
  }

  public var url: URL { ShellExamplePages.root().appendingPathComponent(path) }

  /// What the file holds now: "" when it is missing.
  public func current() -> String {
    (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }

  /// Writes the file as the code makes it now; whether its text changed.
  public func write() throws -> Bool {
    let text = current()
    let made = try make(text)
    guard made != text else { return false }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try made.write(to: url, atomically: true, encoding: .utf8)
    return true
  }
}
