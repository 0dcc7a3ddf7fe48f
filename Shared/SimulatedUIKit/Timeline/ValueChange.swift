/// A value that changed at once.
public struct ValueChange: Equatable, Codable, Sendable {
  /// The value, as the timeline names it: `grayView.frame`, `keyboard.height`.
  public var name: String
  /// The value before: a frame's `[x, y, width, height]` in its superview's coordinates, or the
  /// keyboard's `[height]`, in points.
  public var from: [Double]
  /// The value after, in the same form as `from`.
  public var to: [Double]

  /// Records that `name` changed from `from` to `to` with no animation.
  public init(name: String, from: [Double], to: [Double]) {
    self.name = name
    self.from = from
    self.to = to
  }
}
