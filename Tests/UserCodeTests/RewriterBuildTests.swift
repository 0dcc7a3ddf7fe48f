import Foundation
import TestSupport
import Testing

@testable import SchmeeboardUserCode

/// The rewriter is built on first use in a build folder of its own (`ControllerRewriter`).
@Suite struct RewriterBuildTests {
  // A build folder an earlier build left, that `swift build` cannot use (here a file stands where
  // its folder of the platform's builds goes; on a real clone, a folder of the rewriter built on
  // the swift-syntax package), is built again from nothing. A cold build of the rewriter: with
  // `SWEEP=all`.
  @Test(.enabled(if: Sweep.isExhaustive, "a cold build of the rewriter: SWEEP=all"))
  func aBuildFolderThatCannotBeReusedIsBuiltAgainFromNothing() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "rewriter-build-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("Tools").path,
      withDestinationPath: ShellExamplePages.root().appendingPathComponent("Tools").path)
    let lab = LabLocation(root: root.path, binaries: root.path)
    try FileManager.default.createDirectory(
      atPath: lab.rewriterScratch, withIntermediateDirectories: true)
    // This build's platform folder, as `.build/<triple>/debug/<tests>` names it.
    let platform = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .deletingLastPathComponent().lastPathComponent
    let platformFolder = lab.rewriterScratch + "/" + platform
    #expect(FileManager.default.createFile(atPath: platformFolder, contents: Data("a file".utf8)))
    let executable = try ControllerRewriter(lab: lab).executable()
    #expect(FileManager.default.isExecutableFile(atPath: executable))
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: platformFolder, isDirectory: &isFolder))
    #expect(isFolder.boolValue, "the file in the folder's place is still there")
  }
}
