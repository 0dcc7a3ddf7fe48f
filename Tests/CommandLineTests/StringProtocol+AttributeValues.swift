/// The attributes of a picture's or a page's marks, for the tests of their legends.
extension StringProtocol {
  /// Every value of `attribute` in this SVG or HTML text, in order: what follows each
  /// ` attribute="` up to the closing quote.
  ///
  /// Searched with the standard library's `firstRange(of:)`: Foundation's `range(of:)` bridged the
  /// rest of the text to an `NSString` at every step, and measured its UTF-16 offsets again, a
  /// second of CPU a warm `swift test` for two tests' few dozen pictures (docs/performance.md).
  func attributeValues(_ attribute: String) -> [String] {
    var values: [String] = []
    var rest = self[...]
    while let range = rest.firstRange(of: " \(attribute)=\"") {
      values.append(String(rest[range.upperBound...].prefix { $0 != "\"" }))
      rest = rest[range.upperBound...]
    }
    return values
  }
}
