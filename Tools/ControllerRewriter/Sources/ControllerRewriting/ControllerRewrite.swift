/// The user's files rewritten for Linux, and the manifest describing them.
public struct ControllerRewrite: Sendable, Equatable {
  /// One rewritten file per user's file, in the order given.
  public let files: [RewrittenFile]
  /// The files and the classes they declare.
  public let manifest: Manifest
}
