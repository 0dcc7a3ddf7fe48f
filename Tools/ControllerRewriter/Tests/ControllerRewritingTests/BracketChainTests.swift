import ControllerRewriting
import Testing

/// A run of `[` opened directly inside one another makes swift-syntax's parser exponential: past
/// twelve the rewriter refuses the file in one line, before parsing, in linear time; a run broken
/// by elements, and brackets in comments and strings, are not counted.
@Suite struct BracketChainTests {
  private func nested(_ depth: Int) -> String {
    "let x = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
  }

  @Test func twelveDirectlyNestedAreRewritten() {
    #expect(problems([nested(12) + "\n"]).isEmpty)
  }

  @Test func thirteenAreRefusedAtTheThirteenthInOneLine() {
    #expect(
      problems(["// a deep literal\n" + nested(13) + "\n"]).map(\.diagnostic) == [
        "/user/File0.swift:2:21: error: more than 12 '[' open one directly inside another; the "
          + "rewriter parses at most 12, as its parser's time doubles with each: name an inner "
          + "part of the literal"
      ])
  }

  // 200,000 deep overflowed the parser's stack (a crash trace, 70); the scan is linear.
  @Test func twoHundredThousandAreRefusedAtOnce() {
    let start = ContinuousClock.now
    #expect(problems([nested(200_000)]).count == 1)
    #expect(ContinuousClock.now - start < .seconds(5))
  }

  @Test func aRunBrokenByElementsIsNotCounted() {
    let deep = String(repeating: "[1, ", count: 40) + "1" + String(repeating: "]", count: 40)
    #expect(problems(["let x = \(deep)\n"]).isEmpty)
  }

  @Test func bracketsInCommentsAndStringsAreNotCounted() {
    let brackets = String(repeating: "[", count: 20)
    let source = """
      // \(brackets)
      /* \(brackets) /* \(brackets) */ */
      let a = "\(brackets)\\"\(brackets)"
      let b = \"\"\"
        \(brackets)
        \"\"\"

      """
    #expect(problems([source]).isEmpty)
  }
}
