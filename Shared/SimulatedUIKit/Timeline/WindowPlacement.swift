/// Where the app's window sits on a screen it does not fill, a Split View pane or a Stage Manager
/// window (`docs/behaviour-model.md` §4, §9), in the screen's points in the interface's
/// orientation.
public struct WindowPlacement: Equatable, Codable, Sendable {
  /// The window's left edge on the screen.
  public var x: Double
  /// The window's top edge on the screen.
  public var y: Double
  /// The screen's width.
  public var screenWidth: Double
  /// The screen's height: with the window's top and height, how far the window's bottom stops
  /// short of the screen's, where the keyboard rises from.
  public var screenHeight: Double

  /// Creates the placement; each parameter is the property of the same name.
  public init(x: Double, y: Double, screenWidth: Double, screenHeight: Double) {
    self.x = x
    self.y = y
    self.screenWidth = screenWidth
    self.screenHeight = screenHeight
  }
}
