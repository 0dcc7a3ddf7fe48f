import Foundation
import TestSupport
import Testing

/// `scripts/census-collect MIRRORS OUT` (docs/census.md, "Running it") builds the census folder
/// from the manifests under `Tools/Census` and the repositories the `fetch` tool brings, as its
/// usage says: a piece's files under their own names, its modules' under `modules/NAME/`, its
/// manifest as `SOURCE`, our demo and the screens the demos share beside a library's files; a
/// piece that cannot be collected named on one line with what to do; nothing written when nothing
/// could be. Each test runs a copy of the script inside a scratch tree with manifests of its own
/// and git repositories made on the spot, laid out as the fetch tool lays them out
/// (`MIRRORS/OWNER+NAME/repo`, a bare git directory or a clone holding `.git`): no network.
@Suite struct CensusCollectTests {
  private static let root = ShellExamplePages.root()

  /// What the script printed and its exit status.
  struct Run {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// A scratch tree: `tree/scripts/census-collect` and `tree/Tools/Census/` (the script's own
  /// copy, so that its manifests are the test's), `mirrors/`, and where OUT goes.
  struct Scratch {
    let folder: URL
    var tree: URL { folder.appendingPathComponent("tree") }
    var mirrors: URL { folder.appendingPathComponent("mirrors") }
    var out: URL { folder.appendingPathComponent("out") }
    var manifests: URL { tree.appendingPathComponent("Tools/Census") }

    init() throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "census-collect-\(UUID().uuidString)")
      let manager = FileManager.default
      try manager.createDirectory(
        at: tree.appendingPathComponent("scripts"), withIntermediateDirectories: true)
      try manager.createDirectory(at: manifests, withIntermediateDirectories: true)
      try manager.createDirectory(at: mirrors, withIntermediateDirectories: true)
      try manager.copyItem(
        at: CensusCollectTests.root.appendingPathComponent("scripts/census-collect"),
        to: tree.appendingPathComponent("scripts/census-collect"))
      try "// the screens the demos share\n".write(
        to: manifests.appendingPathComponent("CensusScreens.swift"), atomically: true,
        encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// Commits `files` (path: contents) to a new repository published as `OWNER/NAME`, brought
    /// as a bare git directory, or as a clone when `asClone`; its commit's full id.
    func publish(_ repository: String, _ files: [String: String], asClone: Bool = false) throws
      -> String
    {
      let work = folder.appendingPathComponent(
        "work-\(repository.replacingOccurrences(of: "/", with: "+"))")
      for (path, contents) in files {
        let url = work.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
      }
      let identity = ["-c", "user.name=Census", "-c", "user.email=census@example.invalid"]
      try CensusCollectTests.git(["init", "-q", work.path])
      try CensusCollectTests.git(["-C", work.path, "add", "."])
      try CensusCollectTests.git(identity + ["-C", work.path, "commit", "-q", "-m", "published"])
      let into = mirrors.appendingPathComponent(
        repository.replacingOccurrences(of: "/", with: "+") + "/repo")
      try CensusCollectTests.git(
        ["clone", "-q"] + (asClone ? [] : ["--bare"]) + [work.path, into.path])
      return try CensusCollectTests.git(["-C", work.path, "rev-parse", "HEAD"])
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Writes a piece's manifest, and our demo when `demo` is given.
    func manifest(_ piece: String, _ lines: [String], demo: String? = nil) throws {
      let folder = manifests.appendingPathComponent(piece)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try (lines.joined(separator: "\n") + "\n").write(
        to: folder.appendingPathComponent("SOURCE"), atomically: true, encoding: .utf8)
      if let demo {
        try demo.write(
          to: folder.appendingPathComponent("Demo.swift"), atomically: true, encoding: .utf8)
      }
    }

    /// Runs the script with `arguments` (MIRRORS and OUT unless given).
    func collect(_ arguments: [String]? = nil, byHand: URL? = nil) throws -> Run {
      try CensusCollectTests.run(
        ["python3", tree.appendingPathComponent("scripts/census-collect").path]
          + (arguments ?? [mirrors.path, out.path]),
        environment: byHand.map { ["CENSUS_BY_HAND": $0.path] } ?? [:])
    }

    /// The files under `folder`, by their paths from it, with their contents.
    func files(under folder: URL) -> [String: String] {
      var found: [String: String] = [:]
      let walker = FileManager.default.enumerator(atPath: folder.path)
      while let path = walker?.nextObject() as? String {
        let url = folder.appendingPathComponent(path)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
          !isFolder.boolValue
        {
          found[path] = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        }
      }
      return found
    }
  }

  /// Runs `arguments` through `/usr/bin/env`, with `environment` added to this process's.
  static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
    let run = try ProgramRun("/usr/bin/env", arguments, environment: environment)
    return Run(
      status: run.status,
      standardOutput: String(decoding: run.standardOutput, as: UTF8.self),
      standardError: String(decoding: run.standardError, as: UTF8.self))
  }

  /// What git said when it failed.
  struct GitFailure: Error {
    var message: String
  }

  /// git with `arguments`; its standard output, or an error with its standard error.
  @discardableResult
  static func git(_ arguments: [String]) throws -> String {
    let result = try run(["git"] + arguments)
    guard result.status == 0 else { throw GitFailure(message: result.standardError) }
    return result.standardOutput
  }

  @Test func withoutTwoArgumentsItPrintsItsUsageAndExits64() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    for arguments in [[], [scratch.mirrors.path], ["--help", "x"], ["a", "b", "c"]] {
      let run = try scratch.collect(arguments)
      #expect(run.status == 64, "\(arguments)")
      #expect(
        run.standardError
          == "census-collect: usage: scripts/census-collect MIRRORS OUT (the fetch tool's folder, a new folder)\n"
      )
      #expect(run.standardOutput.isEmpty)
    }
  }

  @Test func itLaysOutEachPieceWithItsModulesManifestAndOurDemo() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let library = try scratch.publish(
      "someone/library",
      ["Sources/Keyboard.swift": "// the library\n", "Sources/Other.swift": "// not asked for\n"])
    let helper = try scratch.publish(
      "someone/helper",
      [
        "Sources/Helper/Helper.swift": "// helper\n", "Sources/Helper/Deep/More.swift": "// more\n",
        "Sources/Helper/README.md": "not Swift\n", "Tests/HelperTests.swift": "// elsewhere\n",
      ],
      asClone: true)
    let app = try scratch.publish("someone/app", ["App/ViewController.swift": "// the app\n"])
    let libraryLines = [
      "repository: someone/library", "commit: \(library)", "path: Sources/Keyboard.swift",
      "module: Helper someone/helper \(helper) Sources/Helper", "kind: library, UIKit",
    ]
    try scratch.manifest("Library", libraryLines, demo: "// our demo\n")
    try scratch.manifest(
      "App",
      [
        "repository: someone/app", "commit: \(app)", "path: App/ViewController.swift",
        "kind: app, UIKit", "class: ViewController", "layout: form",
      ])
    let run = try scratch.collect()
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError == "census-collect: 2 of 2 pieces in \(scratch.out.path)\n")
    #expect(
      scratch.files(under: scratch.out) == [
        "App/ViewController.swift": "// the app\n",
        "App/SOURCE":
          "repository: someone/app\ncommit: \(app)\npath: App/ViewController.swift\n"
          + "kind: app, UIKit\nclass: ViewController\nlayout: form\n",
        "Library/Keyboard.swift": "// the library\n",
        "Library/modules/Helper/Helper.swift": "// helper\n",
        "Library/modules/Helper/Deep/More.swift": "// more\n",
        "Library/Demo.swift": "// our demo\n",
        "Library/CensusScreens.swift": "// the screens the demos share\n",
        "Library/SOURCE": libraryLines.joined(separator: "\n") + "\n",
      ])
  }

  /// An app's Interface Builder documents are among its files as its Swift files are: named by
  /// `path:` lines, they land in the piece's folder under their own names (a storyboard out of its
  /// `Base.lproj`), where `scripts/census` passes them with `--controller`.
  @Test func itCarriesAPiecesInterfaceBuilderDocuments() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let storyboard = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"/>\n"
    let nib = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>\n"
    let app = try scratch.publish(
      "someone/app",
      [
        "App/ViewController.swift": "// the app\n", "App/Base.lproj/Main.storyboard": storyboard,
        "App/Bar.xib": nib, "App/Base.lproj/LaunchScreen.storyboard": "not asked for\n",
      ])
    let lines = [
      "repository: someone/app", "commit: \(app)", "path: App/ViewController.swift",
      "path: App/Base.lproj/Main.storyboard", "path: App/Bar.xib", "kind: app, UIKit, storyboard",
    ]
    try scratch.manifest("App", lines)
    let run = try scratch.collect()
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      scratch.files(under: scratch.out) == [
        "App/ViewController.swift": "// the app\n", "App/Main.storyboard": storyboard,
        "App/Bar.xib": nib, "App/SOURCE": lines.joined(separator: "\n") + "\n",
      ])
  }

  // An extension's target holds its Info.plist and a Safari action's preprocessing file beside
  // its Swift file; each is a `path:` line, collected under its own name as the Swift file is,
  // for `scripts/census` to pass with `--controller` (docs/your-own-controller.md).
  @Test func anExtensionsInfoPlistAndScriptAreCollectedBesideItsController() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let files = [
      "Extension/ActionViewController.swift": "// the action\n",
      "Extension/Info.plist": "<plist version=\"1.0\"><dict/></plist>\n",
      "Extension/Action.js": "var Action = function() {};\n",
    ]
    let app = try scratch.publish("someone/app", files)
    try scratch.manifest(
      "Action",
      [
        "repository: someone/app", "commit: \(app)", "path: Extension/ActionViewController.swift",
        "path: Extension/Info.plist", "path: Extension/Action.js", "kind: tutorial",
        "layout: textView",
      ])
    let run = try scratch.collect()
    #expect(run.status == 0, "\(run.standardError)")
    let collected = scratch.files(under: scratch.out)
    for (path, text) in files {
      #expect(collected["Action/" + path.dropFirst("Extension/".count)] == text, "\(path)")
    }
  }

  // A module of ours, Tools/Census/PIECE/modules/NAME/ (a stand-in for a service), lands in the
  // piece's modules/NAME/, its folders kept and only its Swift files, beside the fetched modules;
  // a NAME that a module: line fetches too is named with what to do, and the piece left out.
  @Test func ourModulesLandBesideTheFetchedOnes() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let app = try scratch.publish("someone/app", ["App/ViewController.swift": "// the app\n"])
    let helper = try scratch.publish("someone/helper", ["Helper/Helper.swift": "// helper\n"])
    let lines = [
      "repository: someone/app", "commit: \(app)", "path: App/ViewController.swift",
      "module: Helper someone/helper \(helper) Helper", "kind: app, UIKit + a service",
    ]
    try scratch.manifest("App", lines)
    try scratch.manifest("Clash", lines)
    for (piece, module) in [("App", "Service"), ("Clash", "Helper")] {
      let ours = scratch.manifests.appendingPathComponent("\(piece)/modules/\(module)")
      try FileManager.default.createDirectory(
        at: ours.appendingPathComponent("Deep"), withIntermediateDirectories: true)
      try "// our stand-in\n".write(
        to: ours.appendingPathComponent("Service.swift"), atomically: true, encoding: .utf8)
      try "// more of it\n".write(
        to: ours.appendingPathComponent("Deep/More.swift"), atomically: true, encoding: .utf8)
      try "not Swift\n".write(
        to: ours.appendingPathComponent("NOTES.md"), atomically: true, encoding: .utf8)
    }
    let run = try scratch.collect()
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardError.split(separator: "\n").map(String.init) == [
        "census-collect: Clash: module Helper is both ours (modules/Helper/) and fetched by a "
          + "module: line: keep one",
        "census-collect: 1 of 2 pieces in \(scratch.out.path); 1 left out, named above",
      ])
    #expect(
      scratch.files(under: scratch.out) == [
        "App/ViewController.swift": "// the app\n",
        "App/modules/Helper/Helper.swift": "// helper\n",
        "App/modules/Service/Service.swift": "// our stand-in\n",
        "App/modules/Service/Deep/More.swift": "// more of it\n",
        "App/SOURCE": lines.joined(separator: "\n") + "\n",
      ])
  }

  @Test func aPieceThatCannotBeCollectedIsNamedWithWhatToDoAndLeftOut() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let app = try scratch.publish("someone/app", ["App/ViewController.swift": "// the app\n"])
    try scratch.manifest(
      "App",
      [
        "repository: someone/app", "commit: \(app)", "path: App/ViewController.swift",
        "kind: app",
      ])
    try scratch.manifest(
      "Absent", ["repository: someone/absent", "commit: \(app)", "path: A.swift", "kind: app"])
    let other = String(repeating: "0", count: 40)
    try scratch.manifest(
      "OtherCommit",
      [
        "repository: someone/app", "commit: \(other)",
        "path: App/ViewController.swift", "kind: app",
      ])
    try scratch.manifest(
      "OtherPath",
      [
        "repository: someone/app", "commit: \(app)", "path: App/Gone.swift",
        "kind: app",
      ])
    try scratch.manifest(
      "ByHand",
      [
        "page: https://example.invalid/sample", "path: Sample/ViewController.swift",
        "kind: sample", "by hand: save the sample's ViewController.swift",
      ])
    let run = try scratch.collect()
    #expect(run.status == 0)
    let prefix = "census-collect: "
    #expect(
      run.standardError.split(separator: "\n").map(String.init) == [
        prefix
          + "Absent: someone/absent is not fetched: fetch github:someone/absent, then run this again",
        prefix + "ByHand: save the sample's ViewController.swift, into CENSUS_BY_HAND/ByHand/",
        prefix
          + "OtherCommit: commit \(other) is not in the snapshot of someone/app: fetch github:someone/app again, or correct the manifest's commit",
        prefix
          + "OtherPath: App/Gone.swift is not in someone/app at \(app.prefix(12)): correct the manifest's path",
        prefix + "1 of 5 pieces in \(scratch.out.path); 4 left out, named above",
      ])
    #expect(
      Set(scratch.files(under: scratch.out).keys) == ["App/ViewController.swift", "App/SOURCE"])
  }

  @Test func aPieceByHandIsTakenFromTheFolderCensusByHandNames() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.manifest(
      "ByHand",
      [
        "page: https://example.invalid/sample", "path: Sample/ViewController.swift",
        "kind: sample", "by hand: save the sample's ViewController.swift",
      ])
    let saved = scratch.folder.appendingPathComponent("hand")
    try FileManager.default.createDirectory(
      at: saved.appendingPathComponent("ByHand"), withIntermediateDirectories: true)
    try "// saved by hand\n".write(
      to: saved.appendingPathComponent("ByHand/ViewController.swift"), atomically: true,
      encoding: .utf8)
    let run = try scratch.collect(byHand: saved)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      scratch.files(under: scratch.out)["ByHand/ViewController.swift"] == "// saved by hand\n")
  }

  @Test func whenNoPieceCanBeCollectedItWritesNothingAndExits1() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.manifest(
      "Absent", ["repository: someone/absent", "commit: abc", "path: A.swift", "kind: app"])
    let run = try scratch.collect()
    #expect(run.status == 1)
    #expect(
      run.standardError.hasSuffix(
        "census-collect: no piece could be collected of 1; nothing written\n"))
    #expect(!FileManager.default.fileExists(atPath: scratch.out.path))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: scratch.folder.path).sorted()
        == ["mirrors", "tree"], "no half-written folder left beside OUT")
  }

  @Test func anExistingFolderOrOneInsideTheRepositoryIsRefused() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try FileManager.default.createDirectory(at: scratch.out, withIntermediateDirectories: true)
    let existing = try scratch.collect()
    #expect(existing.status == 64)
    #expect(existing.standardError.contains("exists; give a folder that does not"))
    let inside = try scratch.collect(
      [scratch.mirrors.path, scratch.tree.appendingPathComponent("census").path])
    #expect(inside.status == 64)
    #expect(inside.standardError.contains("is inside the repository"))
  }

  @Test func aManifestLineItDoesNotKnowStopsItWith65() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.manifest("Odd", ["repository: someone/app", "commit: abc", "colour: red"])
    let run = try scratch.collect()
    #expect(run.status == 65)
    #expect(run.standardError.hasPrefix("census-collect: Odd: SOURCE line 3 is not one of"))
    #expect(!FileManager.default.fileExists(atPath: scratch.out.path))
  }

  @Test func aPageWithoutAWayToGetItsFilesStopsItWith65() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.manifest(
      "Sample", ["page: https://example.invalid/sample", "path: A.swift", "kind: x"])
    let run = try scratch.collect()
    #expect(run.status == 65)
    #expect(
      run.standardError
        == "census-collect: Sample: SOURCE names a page without a by hand: line saying how to get it\n"
    )
  }

  /// The repository's own manifests: one for every piece `docs/census.md`'s table lists, at the
  /// table's commit, and our demo exactly where the table says "+ demo".
  @Test func everyPieceOfTheTableHasItsManifestAndItsDemo() throws {
    let page = try String(
      contentsOf: Self.root.appendingPathComponent("docs/census.md"), encoding: .utf8)
    let rows = page.split(separator: "\n").filter {
      $0.hasPrefix("| ") && !$0.hasPrefix("| piece ") && $0.split(separator: "|").count == 6
    }
    let manifests = Self.root.appendingPathComponent("Tools/Census")
    let pieces = try FileManager.default.contentsOfDirectory(atPath: manifests.path).filter {
      FileManager.default.fileExists(atPath: manifests.appendingPathComponent("\($0)/SOURCE").path)
    }
    #expect(rows.count == pieces.count)
    for row in rows {
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let (piece, commit, kind) = (
        cells[0], cells[2].trimmingCharacters(in: CharacterSet(charactersIn: "`")), cells[4]
      )
      let source = try String(
        contentsOf: manifests.appendingPathComponent("\(piece)/SOURCE"), encoding: .utf8)
      if commit != "(page)" {
        #expect(source.contains("\ncommit: \(commit)"), "\(piece)")
      }
      let hasDemo = FileManager.default.fileExists(
        atPath: manifests.appendingPathComponent("\(piece)/Demo.swift").path)
      #expect(hasDemo == kind.hasSuffix(" + demo"), "\(piece)")
      #expect(source.contains("\nkind: \(kind.replacingOccurrences(of: " + demo", with: ""))\n"))
    }
  }
}
