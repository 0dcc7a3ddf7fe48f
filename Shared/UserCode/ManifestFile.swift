/// A user's file and the name of its rewritten copy in the output folder.
public struct ManifestFile: Codable, Sendable, Equatable {
  /// The user's file (absolute path).
  public let original: String
  /// The rewritten copy's file name in the output folder.
  public let rewritten: String
}
