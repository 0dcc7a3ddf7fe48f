/// The keyboards a user can switch to while one is up.
public enum KeyboardKind: String, CaseIterable, Codable, Sendable {
  case english
  case emoji
  case japanese
}
