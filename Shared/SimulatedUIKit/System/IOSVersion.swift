/// The iOS versions the simulation models: 5 through 18, each a release of its own; one with no
/// rule of its own behaves as the one before it (`docs/behaviour-model.md` §2, §9). Apple followed
/// iOS 18 with iOS 26: 19 to 25 never existed, and 26 is not modelled, since no source yet gives
/// it a rule the model could state.
public enum IOSVersion {
  /// iOS 5, the originals' deployment target.
  public static let oldestModelled = 5
  /// iOS 18, the newest modelled.
  public static let newestModelled = 18
  /// The release that followed the newest modelled one.
  public static let nextReleased = 26
  /// Every modelled major version.
  public static let modelled = oldestModelled...newestModelled
}
