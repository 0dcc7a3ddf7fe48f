import Foundation
import SchmeeboardLab
import Testing

@testable import SchmeeboardUserCode

/// `--controller`'s paths are resolved as the system resolves them (`realpath`): a file reached
/// twice is taken once, `..` after a link goes where `cat` goes, and each path that cannot be
/// used is refused naming its real cause.
@Suite struct ControllerSourcesTests {
  private let manager = FileManager.default

  @Test func aFileReachedThroughALinkIsTakenOnce() throws {
    let folder = try DriverRun.folder([("A.swift", "class A {}\n")])
    try manager.createSymbolicLink(
      atPath: folder.path + "/B.swift", withDestinationPath: folder.path + "/A.swift")
    let sources = try ControllerSources([
      folder.path + "/A.swift", folder.path + "/B.swift", folder.path,
    ])
    #expect(sources.files == [folder.path + "/A.swift"])
  }

  // `link/../X.swift` where `link` goes to `real/sub`: the system takes `..` after the link, to
  // `real/X.swift`; as text it would be the decoy beside `link`.
  @Test func dotDotAfterALinkIsResolvedThroughIt() throws {
    let folder = try DriverRun.folder([("X.swift", "// the decoy\n")])
    try manager.createDirectory(
      atPath: folder.path + "/real/sub", withIntermediateDirectories: true)
    try Data("class X {}\n".utf8).write(to: folder.appendingPathComponent("real/X.swift"))
    try manager.createSymbolicLink(
      atPath: folder.path + "/link", withDestinationPath: folder.path + "/real/sub")
    let sources = try ControllerSources([folder.path + "/link/../X.swift"])
    #expect(sources.files == [folder.path + "/real/X.swift"])
  }

  /// A path that cannot be used, and the cause it is refused with.
  enum BadPath: String, CaseIterable {
    case missing, fifo, linkToDevNull, linkLoop, fileAsFolder, nameTooLong

    func make(in folder: URL) throws -> String {
      let manager = FileManager.default
      let path = folder.path + "/" + rawValue + ".swift"
      switch self {
      case .missing: break
      case .fifo: #expect(mkfifo(path, 0o600) == 0)
      case .linkToDevNull:
        try manager.createSymbolicLink(atPath: path, withDestinationPath: "/dev/null")
      case .linkLoop:
        try manager.createSymbolicLink(atPath: path, withDestinationPath: path + ".other")
        try manager.createSymbolicLink(atPath: path + ".other", withDestinationPath: path)
      case .fileAsFolder:
        try Data("class A {}\n".utf8).write(to: URL(fileURLWithPath: path))
        return path + "/Inner.swift"
      case .nameTooLong:
        // Longer than a name may be (255 bytes on Linux's file systems).
        return folder.path + "/" + String(repeating: "n", count: 300) + ".swift"
      }
      return path
    }

    func message(_ path: String) -> String {
      switch self {
      case .missing: "error: no such file or folder: \(path)"
      case .fifo: "error: not a file nor a folder (a fifo): \(path)"
      case .linkToDevNull: "error: not a file nor a folder (a character device): \(path)"
      case .linkLoop: "error: a loop of symbolic links: \(path)"
      case .fileAsFolder: "error: a part of the path is not a folder: \(path)"
      // A rarer cause, in the C library's words.
      case .nameTooLong: "error: cannot open \(path): File name too long"
      }
    }
  }

  @Test(arguments: BadPath.allCases)
  func aPathThatCannotBeUsedIsRefusedNamingItsCause(_ bad: BadPath) throws {
    let folder = try DriverRun.folder([], test: "bad-\(bad.rawValue)")
    let path = try bad.make(in: folder)
    #expect(throws: CommandFailure(.noInput, String(bad.message(path).dropFirst(7)))) {
      try ControllerSources([path])
    }
  }

  @Test func moreFilesThanTheLimitAreRefusedNamingIt() throws {
    let folder = try DriverRun.folder([])
    for index in 0...ControllerSources.fileLimit {
      try Data().write(to: folder.appendingPathComponent("F\(index).swift"))
    }
    #expect(
      throws: CommandFailure(
        .usage,
        "1001 Swift files in \(folder.path); the lab compiles at most 1000, a controller's own: "
          + "name its files or their folder")
    ) { try ControllerSources([folder.path]) }
  }

  // The driver compiled the file twice through a link ("invalid redeclaration"); it is taken once.
  @Test func theDriverCompilesAFileGivenTwiceThroughALinkOnce() throws {
    let folder = try DriverRun.folder([
      (
        "KeyboardViewController.swift",
        "import UIKit\n\nclass KeyboardViewController: UIViewController {}\n"
      )
    ])
    try manager.createSymbolicLink(
      atPath: folder.path + "/Link.swift",
      withDestinationPath: folder.path + "/KeyboardViewController.swift")
    let run = try DriverRun([
      "--controller", folder.path + "/Link.swift", "--controller",
      folder.path + "/KeyboardViewController.swift", "--scenario", "show-hide", "--summary",
    ])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasPrefix("KeyboardViewController\t"))
  }
}
