/// The devices an app was built for: its project's `TARGETED_DEVICE_FAMILY` (`docs/behaviour-model.md` §2).
public enum DeviceFamily: String, Sendable {
  /// `1`, or no setting at all, Xcode's default: the app runs on an iPad only in compatibility
  /// mode, and on a phone whose screen it has no launch image for only zoomed.
  case iPhone
  /// `1,2`: the app gets every device's own screen and idiom.
  case universal
}
