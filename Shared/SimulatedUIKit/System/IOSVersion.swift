/// The iOS versions the simulation models: 5 through 11, where 11 stands for "11 and later"
/// (`docs/behaviour-model.md` §2).
public enum IOSVersion {
  /// iOS 5, the originals' deployment target.
  public static let oldestModelled = 5
  /// iOS 11, standing for 11 and later.
  public static let newestModelled = 11
  /// Every modelled major version.
  public static let modelled = oldestModelled...newestModelled
}
