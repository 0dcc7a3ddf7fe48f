/// How a run is printed: `--format text` (the default) or `--format json`.
nonisolated public enum OutputFormat: String, CaseIterable, Sendable {
  /// The timeline for people (`TextRenderer`).
  case text
  /// The whole timeline and its measurements for programs (`JSONRenderer`, `docs/json-schema.md`).
  case json
}
