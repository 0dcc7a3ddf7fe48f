#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension StringProtocol {
  /// Whether `other`'s UTF-8 bytes occur in this text's, searched by the C library's `strstr`
  /// (the repository's text holds no NUL byte). The lint's searches are of ASCII words in the
  /// repository's files, where this finds what Foundation's `contains(_:)` finds; but
  /// Foundation's compares a character at a time through `NSString`, and was the largest share of
  /// these suites' time (docs/performance.md).
  func containsLiteral(_ other: some StringProtocol) -> Bool {
    String(self).withCString { text in
      String(other).withCString { word in strstr(text, word) != nil }
    }
  }
}
