import SchmeeboardLab
import SimulatedUIKit

/// How a run is printed: `--format text` (the default), `json`, `svg` or `html`.
public enum OutputFormat: String, CaseIterable, Sendable {
  /// The timeline for people (`TextRenderer`).
  case text
  /// The whole timeline and its measurements for programs (`JSONRenderer`, `docs/json-schema.md`).
  case json
  /// The chart of the gap and the strip of screens (`PictureRenderer`).
  case svg
  /// A self-contained page: the summary, the pictures and the text folded under them
  /// (`PageRenderer`).
  case html
}
