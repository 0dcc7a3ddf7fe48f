import Foundation
import Testing

/// Compares `actual` with `Golden/<name>.txt` beside the calling test file.
///
/// Set `RECORD=1` (`Recording`) to rewrite the file instead; a missing file is recorded and fails the
/// test, so that a new golden file is always read before it is trusted.
public func expectGolden(
  _ actual: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden").appendingPathComponent("\(name).txt")
  let recording = Recording.isOn
  if recording || !FileManager.default.fileExists(atPath: url.path) {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try actual.write(to: url, atomically: true, encoding: .utf8)
    if !recording {
      Issue.record(
        "Recorded Golden/\(name).txt; read it, then run the tests again.",
        sourceLocation: sourceLocation)
    }
    return
  }
  let expected = try String(contentsOf: url, encoding: .utf8)
  guard actual != expected else { return }
  Issue.record(
    "Golden/\(name).txt differs (RECORD=1 swift test rewrites it):\n\(lineDifference(from: expected, to: actual))",
    sourceLocation: sourceLocation)
}

/// The lines that differ, `-` for the expected and `+` for the actual, with their line numbers.
public func lineDifference(from expected: String, to actual: String) -> String {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  return new.difference(from: old).map { change -> String in
    switch change {
    case .insert(let offset, let line, _): "+\(offset + 1): \(line)"
    case .remove(let offset, let line, _): "-\(offset + 1): \(line)"
    }
  }.joined(separator: "\n")
}
