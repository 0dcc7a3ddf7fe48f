/// One of the user's Swift files, as read from disk: the path the compiler should report and the
/// text.
public struct ControllerSource: Sendable, Equatable {
  /// The file's absolute path, reported in diagnostics and in the rewritten file's
  /// `#sourceLocation`.
  public let path: String
  /// The file's text, exactly as read.
  public let text: String

  /// A file at `path` holding `text`.
  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}
