/// Where the app's window sits on a screen it does not fill, a Split View pane or a Stage Manager
/// window (`docs/behaviour-model.md` §4, §9), in the screen's points in the interface's
/// orientation.
///
/// A class, so that a sample holds a reference, shared by every sample while the window stays
/// put, rather than four numbers: a long run keeps millions of samples, most with no window.
public final class WindowPlacement: Equatable, Codable, Sendable {
  /// The window's left edge on the screen.
  public let x: Double
  /// The window's top edge on the screen.
  public let y: Double
  /// The screen's width.
  public let screenWidth: Double
  /// The screen's height: with the window's top and height, how far the window's bottom stops
  /// short of the screen's, where the keyboard rises from.
  public let screenHeight: Double

  /// Creates the placement; each parameter is the property of the same name.
  public init(x: Double, y: Double, screenWidth: Double, screenHeight: Double) {
    self.x = x
    self.y = y
    self.screenWidth = screenWidth
    self.screenHeight = screenHeight
  }

  public static func == (lhs: WindowPlacement, rhs: WindowPlacement) -> Bool {
    (lhs.x, lhs.y, lhs.screenWidth, lhs.screenHeight)
      == (rhs.x, rhs.y, rhs.screenWidth, rhs.screenHeight)
  }
}
