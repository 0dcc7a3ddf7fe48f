/// The release the run simulates, as an app's availability checks ask for it: the rewriter of
/// users' files turns `#available(iOS 15, *)` into `RunningRelease.isAtLeast(15, 0)` and
/// `#unavailable(iOS 15)` into its negation, since on Linux both would answer for Linux (the `*`
/// holds there), whatever iOS the run is. Answered from `UIDevice.current`, so from the app's first
/// line, as the device is (`LaunchObjects`).
public enum RunningRelease {
  /// Whether the run's release is `major.minor` or later.
  public static func isAtLeast(_ major: Int, _ minor: Int) -> Bool {
    let release = UIDevice.current.release
    return (release.major, release.minor) >= (major, minor)
  }
}
