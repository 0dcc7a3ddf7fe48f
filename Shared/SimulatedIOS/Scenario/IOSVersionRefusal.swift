/// Why a word is not a major iOS version the simulation models, said about the number it holds: a
/// version that never existed (19 to 25) or is not modelled yet (after the newest) is told so, one
/// before the oldest or below zero likewise. (A point release, `6.1`, is `Vocabulary.iOSRelease`'s
/// to refuse, naming `IOSRelease.pointReleases`.)
///
/// ```text
/// iOS 20 was never released: iOS 18 was followed by iOS 26; expected a whole number from …
/// iOS version '-1' is negative; expected a whole number from …
/// ```
enum IOSVersionRefusal {
  /// `a whole number from ` and `IOSVersion.modelledSpelled`: the versions every message offers.
  static var range: String {
    "a whole number from \(IOSVersion.modelledSpelled)"
  }

  /// The message for `word`, which `Vocabulary.iOSVersion` refused.
  static func message(for word: String) -> String {
    let quoted = Vocabulary.quoted(word)
    let isDigits = { (text: Substring) in
      !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }
    if word.hasPrefix("-"), isDigits(word.dropFirst()) {
      return "iOS version \(quoted) is negative; expected \(range)"
    }
    guard isDigits(word[...]) else {
      return "unknown iOS version \(quoted); expected \(range)"
    }
    // Digits only: a number too large for `Int` is past the newest too.
    if let number = Int(word), number < IOSVersion.oldestModelled {
      return "iOS \(number) is older than iOS \(IOSVersion.oldestModelled), the oldest modelled; "
        + "expected \(range)"
    }
    let skipped = IOSVersion.neverReleased
    if let number = Int(word), skipped.contains(number) {
      return "iOS \(number) was never released: iOS \(skipped.lowerBound - 1) was followed by iOS "
        + "\(skipped.upperBound + 1); expected \(range)"
    }
    return
      "\(Int(word).map { "iOS \($0)" } ?? "iOS version \(quoted)") is not modelled: no source "
      + "gives it a rule of its own yet; expected \(range)"
  }
}
