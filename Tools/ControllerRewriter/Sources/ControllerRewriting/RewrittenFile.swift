/// The rewritten copy of one of the user's files.
public struct RewrittenFile: Sendable, Equatable {
  /// The user's file it was made from (its absolute path).
  public let original: String
  /// Its file name in the output folder: `<index>-<base name>+schmeeboard.swift`.
  public let name: String
  /// Its text: a `#sourceLocation` line naming `original`, then the user's lines, rewritten.
  public let text: String
}
