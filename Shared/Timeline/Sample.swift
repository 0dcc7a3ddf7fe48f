/// What the screen shows at one 60 Hz tick, in the root view's coordinates, from presentation values.
nonisolated public struct Sample: Equatable, Codable, Sendable {
  /// When the screen showed this, in virtual seconds since the run began.
  public var time: Double
  /// The root view's height.
  public var viewHeight: Double
  /// The height of keyboard on screen (0 when none is up).
  public var keyboardHeight: Double
  /// The gray view's bottom edge.
  public var grayBottom: Double
  /// The root view's width: with its height, the screen's proportions and orientation as drawn.
  public var viewWidth: Double

  /// Where the keyboard's top edge is; the view's bottom when no keyboard is up.
  public var keyboardTop: Double { viewHeight - keyboardHeight }

  /// `keyboardTop − grayBottom` (`ios-model.md` §1): pink shows when positive, the keyboard
  /// covers content when negative.
  public var gap: Double { keyboardTop - grayBottom }

  /// Whether any keyboard is on screen.
  public var keyboardIsUp: Bool { keyboardHeight > 0 }

  /// Creates the sample at `time` (virtual seconds); sizes and the bottom edge are in points.
  public init(
    time: Double, viewHeight: Double, keyboardHeight: Double, grayBottom: Double,
    viewWidth: Double
  ) {
    self.time = time
    self.viewHeight = viewHeight
    self.keyboardHeight = keyboardHeight
    self.grayBottom = grayBottom
    self.viewWidth = viewWidth
  }
}
