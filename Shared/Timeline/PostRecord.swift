/// A posted notification and the parts of its userInfo the keyboard family carries [A].
nonisolated public struct PostRecord: Equatable, Codable, Sendable {
  public var name: String
  /// `[x, y, width, height]` in screen coordinates.
  public var frameBegin: [Double]?
  public var frameEnd: [Double]?
  public var duration: Double?
  public var curve: Int?
  public var isLocal: Bool?
  /// How many observers received it.
  public var observers: Int

  public init(
    name: String, frameBegin: [Double]? = nil, frameEnd: [Double]? = nil, duration: Double? = nil,
    curve: Int? = nil, isLocal: Bool? = nil, observers: Int
  ) {
    self.name = name
    self.frameBegin = frameBegin
    self.frameEnd = frameEnd
    self.duration = duration
    self.curve = curve
    self.isLocal = isLocal
    self.observers = observers
  }
}
