/// A call into the controller: `supportedInterfaceOrientations → all`.
public struct CallRecord: Equatable, Codable, Sendable {
  /// What was called, as the timeline prints it: a method with its arguments
  /// (`viewWillAppear(false)`) or a block (`animation completion`).
  public var name: String
  /// What the call returned, as the timeline prints it (`true`, `all`); `nil` when not shown.
  public var result: String?

  /// Records a call to `name` that returned `result`.
  public init(name: String, result: String? = nil) {
    self.name = name
    self.result = result
  }
}
