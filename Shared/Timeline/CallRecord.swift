/// A call into the controller: `supportedInterfaceOrientations → all`.
nonisolated public struct CallRecord: Equatable, Codable, Sendable {
  public var name: String
  public var result: String?

  public init(name: String, result: String? = nil) {
    self.name = name
    self.result = result
  }
}
