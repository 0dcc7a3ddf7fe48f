/// The web page the lab's host shows when it runs a Safari action extension: the page whose
/// address and title the action's preprocessing file reads (`PreprocessingScript`) [M: the lab
/// has no Safari and no page; it gives the page reserved for examples, `https://example.com/`
/// (RFC 2606), under the title that page has, so that what the extension shows is plainly the
/// lab's].
enum LabPage {
  /// What of the page a preprocessing file's value reads.
  enum Value: Equatable {
    /// Its address: `document.URL` and its other spellings.
    case url
    /// Its title: `document.title`.
    case title
  }

  /// The page's address.
  static let url = "https://example.com/"
  /// The page's title.
  static let title = "Example Domain"

  /// The page's `value`.
  static func value(_ value: Value) -> String {
    switch value {
    case .url: url
    case .title: title
    }
  }
}
