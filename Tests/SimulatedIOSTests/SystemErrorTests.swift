import SystemPackage
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedUIKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed C call is said in the command's words, and a read or a start that fails says why.
@Suite struct SystemErrorTests {
  @Test(arguments: [
    (ENOENT, "no such file"), (EISDIR, "it is a directory"), (EBADF, "it is not open"),
    (ENOSPC, "no space left on the device"), (EACCES, "permission denied"),
  ])
  func commonErrorsHaveTheirWords(code: Int32, reason: String) {
    #expect(Errno(rawValue: code).reason == reason)
  }

  @Test func aRareErrorHasTheCLibrarysWordsInLowerCase() {
    #expect(Errno(rawValue: EMFILE).reason == "too many open files")
  }

  @Test func readingAClosedDescriptorSaysItIsNotOpen() {
    #expect(throws: Errno(rawValue: EBADF)) { try FileDescriptor(rawValue: -1).bytes() }
  }
}
