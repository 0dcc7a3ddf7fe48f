/// The keyboards a user can switch to while one is up.
nonisolated public enum KeyboardKind: String, CaseIterable, Sendable {
  case english
  case emoji
  case japanese

  /// How much taller than the English keyboard it is: emoji and kana with the candidate bar add a
  /// row [M; "localized keyboards of variable height" is S].
  func extraHeight(isPad: Bool) -> Double {
    switch self {
    case .english: 0
    case .emoji, .japanese: isPad ? 54 : 36
    }
  }
}
