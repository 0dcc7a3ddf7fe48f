import Foundation
import TestSupport
import Testing

@testable import SchmeeboardUserCode

/// The rewriter is built on first use in a build folder of its own (`ControllerRewriter`).
@Suite struct RewriterBuildTests {
  // A build folder an earlier build left, that `swift build` cannot use (here a file stands where
  // its folder of the platform's builds goes; on a real clone, a folder of the rewriter built on
  // the swift-syntax package), is built again from nothing. The package built is a stand-in for
  // the rewriter's, with its product and nothing else, so that the test costs a small build; still
  // some 7 s of CPU (SwiftPM's own start, the manifest, a compile and a link), for a case that is
  // rare, so it runs with `SWEEP=all` (`.ci/run`). The rewriter's ordinary build on first use is
  // any clone's first `swift test`'s.
  @Test(.enabled(if: Sweep.isExhaustive, "a package's build from nothing: SWEEP=all"))
  func aBuildFolderThatCannotBeReusedIsBuiltAgainFromNothing() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "rewriter-build-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let lab = LabLocation(root: root.path, binaries: root.path)
    let main = URL(fileURLWithPath: lab.rewriterPackage + "/Sources/schmeeboard-rewrite/main.swift")
    try FileManager.default.createDirectory(
      at: main.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("print(\"rewritten\")\n".utf8).write(to: main)
    try Data(Self.manifest.utf8).write(
      to: URL(fileURLWithPath: lab.rewriterPackage + "/Package.swift"))
    // This build's platform folder, as `.build/<triple>/debug/<tests>` names it.
    // (`.build/debug` is a link to it, by which a bundle run by hand is named.)
    let platform = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
    let platformFolder = lab.rewriterScratch + "/" + platform
    try FileManager.default.createDirectory(
      atPath: lab.rewriterScratch, withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: platformFolder, contents: Data("a file".utf8)))
    let executable = try ControllerRewriter(lab: lab).executable()
    #expect(FileManager.default.isExecutableFile(atPath: executable))
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: platformFolder, isDirectory: &isFolder))
    #expect(isFolder.boolValue, "the file in the folder's place is still there")
  }

  /// The stand-in rewriter's manifest: its executable product, as the driver builds it.
  private static let manifest = """
    // swift-tools-version: 6.2
    import PackageDescription

    let package = Package(
      name: "ControllerRewriter",
      targets: [.executableTarget(name: "schmeeboard-rewrite")]
    )

    """
}
