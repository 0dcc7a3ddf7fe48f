import Foundation
import Testing

/// Expects `file` to hold what the code makes now (`GeneratedFile`); when it does not, the issue
/// names the file, the lines that differ, and the command that writes it.
public func expectGenerated(
  _ file: GeneratedFile, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let current = file.current()
  let made = try file.make(current)
  guard made != current else { return }
  let difference = lineDifference(from: current, to: made)
  Issue.record(
    "\(file.path) is stale (`\(GeneratedFile.command)` writes it):\n\(difference)",
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
