import Testing

/// `#available` and `#unavailable` become the lab's query of the run's release, wherever a
/// condition stands (`if`, `guard`, `while`, beside other conditions); a check that names no iOS
/// version is answered by its `*`.
@Suite struct AvailabilityRewriteTests {
  @Test func anIOSVersionBecomesAQueryOfTheRunsRelease() throws {
    let source = """
      if #available(iOS 15.0, *), let view { use(view.keyboardLayoutGuide) }
      guard #available(iOS 16.1, macOS 13, *) else { return }
      while #unavailable(iOS 11), tries < 3 { tries += 1 }
      if #available(iOSApplicationExtension 13, *) {}
      """
    // A shorter query is padded with spaces to the check's length, so the columns after it stay.
    let expected =
      "if RunningRelease.isAtLeast(15, 0), let view { use(view.keyboardLayoutGuide) }\n"
      + "guard RunningRelease.isAtLeast(16, 1)   else { return }\n"
      + "while !RunningRelease.isAtLeast(11, 0), tries < 3 { tries += 1 }\n"
      + "if RunningRelease.isAtLeast(13, 0)" + String(repeating: " ", count: 10) + " {}"
    #expect(try rewrittenBody(source) == expected)
  }

  @Test func aCheckWithoutAnIOSVersionIsAnsweredByItsStar() throws {
    let source = "if #available(macOS 12, *) {}\nif #unavailable(macOS 12) {}\n"
    let expected =
      "if true" + String(repeating: " ", count: 19) + " {}\n"
      + "if false" + String(repeating: " ", count: 17) + " {}\n"
    #expect(try rewrittenBody(source) == expected)
  }
}
