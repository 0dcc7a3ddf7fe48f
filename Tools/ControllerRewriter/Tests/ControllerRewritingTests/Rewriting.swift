import ControllerRewriting

/// Rewrites the files `texts` (named `/user/File0.swift`, `/user/File1.swift`, …) and returns
/// each rewritten text without its `#sourceLocation` line.
func rewrittenBodies(_ texts: [String]) throws -> [String] {
  let sources = texts.indices.map {
    ControllerSource(path: "/user/File\($0).swift", text: texts[$0])
  }
  return try ControllerRewriter.rewrite(sources).files.map { file in
    String(file.text.drop(while: { $0 != "\n" && $0 != "\r\n" }).dropFirst())
  }
}

/// `text` rewritten as one file, without its `#sourceLocation` line.
func rewrittenBody(_ text: String) throws -> String {
  try rewrittenBodies([text])[0]
}

/// The problems rewriting `texts` reports, or none when it succeeds.
func problems(_ texts: [String]) -> [RewriteProblem] {
  let sources = texts.indices.map {
    ControllerSource(path: "/user/File\($0).swift", text: texts[$0])
  }
  do {
    _ = try ControllerRewriter.rewrite(sources)
    return []
  } catch {
    return error.problems
  }
}

/// The UTF-8 offset of the first `needle` in `text`, or nil when there is none.
func byteOffset(of needle: String, in text: String) -> Int? {
  let haystack = Array(text.utf8)
  let pattern = Array(needle.utf8)
  guard haystack.count >= pattern.count else { return nil }
  return (0...(haystack.count - pattern.count)).first { start in
    haystack[start..<(start + pattern.count)].elementsEqual(pattern)
  }
}
