extension RunningRelease {
  /// Whether the release of the run under way (or of the app it is launching) is `major.minor`
  /// or later, for what UIKit lays out differently by release; `true`, the newest release's
  /// answer, for a layout outside any run (a test's), where `isAtLeast` would stop the program
  /// [M].
  static func layoutIsAtLeast(_ major: Int, _ minor: Int) -> Bool {
    let device = RunningSystemSlot.current?.uiDevice ?? PreRunState.current.launch?.device
    guard let release = device?.release else { return true }
    return (release.major, release.minor) >= (major, minor)
  }
}
