/// How much room the interface has along one axis, with UIKit's raw values [A].
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// Not known: the traits of nothing on a screen.
  case unspecified = 0
  /// Little room: an iPhone's width, a landscape iPhone's height, a narrow iPad pane.
  case compact = 1
  /// Room to spare: an iPhone's height in portrait, an iPad's width and height.
  case regular = 2
}
