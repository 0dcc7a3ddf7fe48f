extension Vocabulary {
  /// What a refusal of `word` offers instead: `expected one of portrait, landscape-left`, or, for
  /// a word that is one of `names` in other letter cases, `instructions are lower case: 'at'`.
  static func expecting(_ word: String, among names: [String], called kind: String) -> String {
    if let lowerCase = names.first(where: { $0 == word.lowercased() }) {
      return "\(kind) are lower case: '\(lowerCase)'"
    }
    return "expected one of \(names.joined(separator: ", "))"
  }
}
