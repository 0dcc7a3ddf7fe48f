import Testing

/// `#keyPath` becomes a string literal, padded to the same length; imports stay as written, those
/// of Foundation and Dispatch too (the driver names the lab's types over theirs in the user's own
/// module: `LabNames` in the lab's `SchmeeboardUserCode`), but for UIKit's submodules, which are
/// the lab's UIKit.
@Suite struct KeyPathAndImportTests {
  @Test func aKeyPathBecomesItsStringPaddedWithSpaces() throws {
    let source = "let a = f(#keyPath(view.frame), 1)\nlet b = f(#keyPath(UIView.frame), 2)\n"
    // `#keyPath(view.frame)` is 20 bytes, `"view.frame"` 12; `#keyPath(UIView.frame)` 22,
    // `"frame"` 7.
    let expected =
      "let a = f(\"view.frame\"" + String(repeating: " ", count: 8) + ", 1)\n"
      + "let b = f(\"frame\"" + String(repeating: " ", count: 15) + ", 2)\n"
    #expect(try rewrittenBody(source) == expected)
  }

  @Test func importsStayAsWritten() throws {
    let source = """
      import UIKit
      import Foundation
      @preconcurrency import Foundation
      import Dispatch
      import Combine
      import struct Foundation.Date
      """
    #expect(try rewrittenBody(source) == source)
  }

  @Test func anImportOfAUIKitSubmoduleImportsUIKit() throws {
    let source = """
      import UIKit.UIGestureRecognizerSubclass
      import UIKit.UIImage
      import class UIKit.UIImage
      import Darwin.POSIX.pthread
      """
    // The path is replaced, padded with spaces to its length, as a rewrite keeps the columns.
    let expected =
      "import UIKit" + String(repeating: " ", count: 28) + "\n"
      + "import UIKit" + String(repeating: " ", count: 8) + "\n"
      + "import class UIKit.UIImage\nimport Darwin.POSIX.pthread"
    #expect(try rewrittenBody(source) == expected)
  }
}
