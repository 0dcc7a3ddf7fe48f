/// The iOS versions the simulation models, from iOS 5 (`modelled`), each a release of its own; one
/// with no rule of its own behaves as the one before it (`docs/behaviour-model.md` §2, §9). Apple
/// followed iOS 18 with iOS 26: 19 to 25 never existed.
public enum IOSVersion {
  /// Every modelled major version, in order: the one list every other place reads, so that a new
  /// release is added here.
  public static let modelled = Array(5...18) + [26]
  /// iOS 5, the originals' deployment target.
  public static let oldestModelled = modelled[0]
  /// The newest modelled, the last of `modelled`.
  public static let newestModelled = modelled[modelled.count - 1]
  /// The major versions Apple skipped: iOS 18 was followed by iOS 26.
  public static let neverReleased = 19...25

  /// `versions` as a sentence lists them, each run of consecutive ones as its ends and the last
  /// joined by `conjunction`: `5 to 7 or 9`, `12, 14 to 15 and 17`, `11 to 16`.
  public static func spelled(_ versions: [Int], conjunction: String = "and") -> String {
    var runs: [ClosedRange<Int>] = []
    for version in versions {
      if let last = runs.last, last.upperBound + 1 == version {
        runs[runs.count - 1] = last.lowerBound...version
      } else {
        runs.append(version...version)
      }
    }
    let words = runs.map {
      $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound) to \($0.upperBound)"
    }
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " \(conjunction) \(words[words.count - 1])"
  }

  /// Every modelled version as the messages and docs list them, the last joined by "or".
  public static var modelledSpelled: String { spelled(modelled, conjunction: "or") }
}
