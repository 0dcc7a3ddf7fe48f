/// A bar's style, as UIKit's `UIBarStyle` [A]. Kept: the lab draws no bar's content.
public enum UIBarStyle: Int, Sendable {
  /// The default style: a light bar.
  case `default` = 0
  /// A dark bar.
  case black = 1
}
