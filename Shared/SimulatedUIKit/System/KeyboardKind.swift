/// The keyboards a user can switch to while one is up.
nonisolated public enum KeyboardKind: String, CaseIterable, Sendable {
  case english
  case emoji
  case japanese
}
