/// A block of a page that the code writes between two markers (the rankings of
/// `docs/variants.md`, the rules of `docs/behaviour-model.md`), the page's other text written by
/// hand.
public struct GeneratedBlock: Sendable {
  /// The marker line before the block, its newline included.
  public let begin: String
  /// The marker after the block.
  public let end: String

  public init(begin: String, end: String) {
    self.begin = begin
    self.end = end
  }

  /// The page has no such block.
  public struct Missing: Error, CustomStringConvertible {
    public var begin: String
    public var description: String { "the page has no block that begins \(begin)" }
  }

  /// The block's text in `page`.
  public func text(in page: String) throws -> String {
    String(page[try range(in: page)])
  }

  /// `page` with the block's text replaced by `text`.
  public func replacing(in page: String, with text: String) throws -> String {
    var page = page
    page.replaceSubrange(try range(in: page), with: text)
    return page
  }

  private func range(in page: String) throws -> Range<String.Index> {
    guard let start = page.range(of: begin),
      let stop = page.range(of: end, range: start.upperBound..<page.endIndex)
    else { throw Missing(begin: begin) }
    return start.upperBound..<stop.lowerBound
  }
}
