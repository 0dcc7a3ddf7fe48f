/// UIKit's named animation curves, with their raw values [A]. The keyboard's curve 7 has no case.
public enum UIViewAnimationCurve: Int, Sendable {
  case easeInOut = 0
  case easeIn = 1
  case easeOut = 2
  case linear = 3
}
