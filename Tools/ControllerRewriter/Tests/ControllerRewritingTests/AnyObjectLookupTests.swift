import Testing

/// `(E as AnyObject).member`, for the members of NSValue, NSNumber and NSString that code reads a
/// notification's values with, becomes the lab's `AnyObjectLookup(E).member`: the opening
/// parenthesis gets the type's name, the cast is blanked; any other member, cast or shape stays
/// as written.
@Suite struct AnyObjectLookupTests {
  @Test func aValueMemberOnACastToAnyObjectBecomesTheLabsLookup() throws {
    let source = """
      if let rect = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as AnyObject).cgRectValue {}
      let duration = (info[key] as AnyObject).doubleValue
      let curve = ( info[key]  as  AnyObject ).uintValue
      """
    // The cast and the spaces around it: ` as AnyObject` is 13 bytes, `  as  AnyObject ` 16.
    let expected =
      "if let rect = AnyObjectLookup(userInfo[UIResponder.keyboardFrameEndUserInfoKey]"
      + String(repeating: " ", count: 13) + ").cgRectValue {}\n"
      + "let duration = AnyObjectLookup(info[key]" + String(repeating: " ", count: 13)
      + ").doubleValue\n"
      + "let curve = AnyObjectLookup( info[key]" + String(repeating: " ", count: 16) + ").uintValue"
    #expect(try rewrittenBody(source) == expected)
  }

  @Test func otherMembersCastsAndShapesStayAsWritten() throws {
    let source = """
      let a = (value as AnyObject).description
      let b = (value as? NSValue)?.cgRectValue
      let c = (value as NSObject).doubleValue
      let d = (x ?? y as AnyObject).doubleValue
      let e = value.doubleValue
      """
    #expect(try rewrittenBody(source) == source)
  }

  @Test func anEditInsideTheCastValueIsKept() throws {
    let source = "let rect = (table[#keyPath(view.frame)] as AnyObject).cgRectValue\n"
    // `#keyPath(view.frame)` (20 bytes) becomes `"view.frame"` (12) padded with 8 spaces.
    let expected =
      "let rect = AnyObjectLookup(table[\"view.frame\"" + String(repeating: " ", count: 8)
      + "]" + String(repeating: " ", count: 13) + ").cgRectValue\n"
    #expect(try rewrittenBody(source) == expected)
  }
}
