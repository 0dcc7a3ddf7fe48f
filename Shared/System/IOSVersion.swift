/// The iOS versions the simulation models: 5 through 11, where 11 stands for "11 and later"
/// (`ios-model.md` §2).
nonisolated public enum IOSVersion {
  public static let oldestModelled = 5
  public static let newestModelled = 11
  public static let modelled = oldestModelled...newestModelled
}
