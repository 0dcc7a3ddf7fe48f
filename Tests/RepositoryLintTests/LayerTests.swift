import Foundation
import SchmeeboardVariants
import Testing

/// The walls between the layers, as the sources show them: a port imports the simulated UIKit
/// only (and Foundation, beneath it), as its original imported UIKit, never the simulated iOS
/// beneath it; the simulated UIKit imports none of the package's modules, so that it reaches the
/// simulated iOS only through the protocol it declares (`RunningSystem`); the simulated iOS
/// imports the simulated UIKit only, not the lab; the lab does not import the command line.
/// (`Package.swift`'s dependencies already keep a module from importing one above it; this keeps
/// the ports' files from importing more than their originals did.)
@Suite struct LayerTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private static let ourModules: Set<String> = [
    "SimulatedUIKit", "SimulatedIOS", "SchmeeboardLab", "SchmeeboardCommandLine",
    "SchmeeboardVariants", "ArgumentParser",
  ]

  /// The modules the Swift files under `folder` import, by file.
  private static func imports(under folder: String) throws -> [(file: String, modules: [String])] {
    let url = root.appendingPathComponent(folder)
    let walker = try #require(FileManager.default.enumerator(atPath: url.path))
    var found: [(file: String, modules: [String])] = []
    for case let path as String in walker where path.hasSuffix(".swift") {
      let text = try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
      let modules = text.split(separator: "\n").compactMap { line -> String? in
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count else {
          return nil
        }
        return words[..<index].allSatisfy({ $0.hasPrefix("@") }) ? String(words[index + 1]) : nil
      }
      found.append((folder + "/" + path, modules))
    }
    return found.sorted { $0.file < $1.file }
  }

  /// The Swift files under `folders` (paths from the root, as each folder names them) that hold a
  /// line, not a comment, with `word` in it and matching `pattern` where one is given, in the
  /// order they were found. Every match of the pattern has the word, so only the few files and
  /// lines with the word are matched.
  private static func files(
    under folders: [String], withALineHaving word: String,
    matching pattern: Regex<AnyRegexOutput>? = nil
  ) throws -> [String] {
    var files: [String] = []
    for folder in folders {
      let url = root.appendingPathComponent(folder)
      let walker = try #require(FileManager.default.enumerator(atPath: url.path))
      for case let path as String in walker where path.hasSuffix(".swift") {
        let text = try String(
          contentsOf: url.appendingPathComponent(path).resolvingSymlinksInPath(), encoding: .utf8)
        guard text.containsLiteral(word) else { continue }
        if text.split(separator: "\n").contains(where: { line in
          line.containsLiteral(word) && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
            && pattern.map { line.contains($0) } != false
        }) {
          files.append(folder + "/" + path)
        }
      }
    }
    return files
  }

  /// Every variant's folder, as `Package.swift` places it: a sample's its name, a technique's under
  /// `Techniques/`.
  static let variantFolders =
    BuiltInVariants.samples.map { $0.info.name }
    + BuiltInVariants.techniques.map { "Techniques/" + $0.info.name }

  // A technique is named after published code (KeyboardLayoutGuide is also a Swift package), so
  // its module is `Technique<Name>`: a user's `--module KeyboardLayoutGuide=…` is then theirs, not
  // refused as a module of the lab. Its executable keeps the technique's name.
  @Test func aTechniquesModuleIsNotNamedAfterItsPublishedCode() {
    for variant in BuiltInVariants.techniques {
      let module = String(reflecting: variant).split(separator: ".").first.map(String.init)
      #expect(module == "Technique" + variant.info.name)
    }
  }

  @Test(arguments: variantFolders)
  func aPortImportsTheSimulatedUIKitOnly(folder: String) throws {
    let ports = try Self.imports(under: folder).filter { !$0.file.hasSuffix("Variant.swift") }
    #expect(ports.contains { $0.file.hasSuffix("/ViewController.swift") })
    for port in ports
    where port.file.hasSuffix("ViewController.swift")
      || port.file.contains("+")
    {
      #expect(
        port.modules.filter { Self.ourModules.contains($0) } == ["SimulatedUIKit"], "\(port.file)")
    }
  }

  @Test func theSimulatedUIKitImportsNoneOfThePackagesModules() throws {
    for file in try Self.imports(under: "Shared/SimulatedUIKit") {
      #expect(file.modules.allSatisfy { !Self.ourModules.contains($0) }, "\(file.file)")
    }
  }

  @Test func theSimulatedIOSImportsTheSimulatedUIKitOnly() throws {
    let files = try Self.imports(under: "Shared/SimulatedIOS")
    #expect(files.contains { $0.modules.contains("SimulatedUIKit") })
    for file in files {
      #expect(
        file.modules.filter { Self.ourModules.contains($0) }.allSatisfy { $0 == "SimulatedUIKit" },
        "\(file.file)")
    }
  }

  @Test func theLabImportsTheSimulatedUIKitAndIOSOnly() throws {
    for file in try Self.imports(under: "Shared/Lab") {
      #expect(
        file.modules.filter { Self.ourModules.contains($0) }.allSatisfy {
          $0 == "SimulatedUIKit" || $0 == "SimulatedIOS"
        }, "\(file.file)")
    }
  }

  /// Every variant's folder imports no module above the lab: a variant is a `Variant` of the lab,
  /// and the command line that runs it sits beside it (`SchmeeboardVariants` joins the two).
  @Test(arguments: variantFolders)
  func aVariantSeesTheLabNeverTheCommandLine(folder: String) throws {
    let files = try Self.imports(under: folder)
    #expect(files.contains { $0.modules.contains("SchmeeboardLab") })
    for file in files {
      #expect(!file.modules.contains("SchmeeboardCommandLine"), "\(file.file)")
      #expect(!file.modules.contains("SchmeeboardVariants"), "\(file.file)")
    }
  }

  /// The command line runs any `CommandLineVariant` and imports none of the variants.
  @Test func theCommandLineImportsNoVariant() throws {
    let variantModules = Set(
      BuiltInVariants.all.map { $0.info.name } + ["SchmeeboardVariants"])
    for file in try Self.imports(under: "Shared/CommandLine") {
      #expect(variantModules.isDisjoint(with: file.modules), "\(file.file)")
    }
  }

  /// A library's own tests need the lab alone: `SchmeeboardTesting` imports neither the command
  /// line nor the variants.
  @Test func theTestingLibrarySeesTheLabAlone() throws {
    let files = try Self.imports(under: "Shared/Testing")
    #expect(files.contains { $0.modules.contains("SchmeeboardLab") })
    for file in files {
      #expect(
        file.modules.filter { Self.ourModules.contains($0) }.allSatisfy {
          ["SimulatedUIKit", "SimulatedIOS", "SchmeeboardLab"].contains($0)
        }, "\(file.file)")
    }
  }

  /// A user's controller goes one way: the driver loads the compiled library and takes the variant
  /// its glue declares through the glue's one C entry point, and runs the command with it; the
  /// glue imports neither the command line nor the built-in variants, so the library's code never
  /// runs the command nor calls back into the driver for it.
  @Test func theGlueHandsTheDriverItsVariantThroughOneEntry() throws {
    let glue = "Shared/UserCode/ControllerGlue.swift"
    let modules = try #require(Self.imports(under: "Shared/UserCode").first { $0.file == glue })
    #expect(modules.modules.contains("SchmeeboardUserCode"))
    #expect(!modules.modules.contains("SchmeeboardCommandLine"))
    #expect(!modules.modules.contains("SchmeeboardVariants"))
    let source = try String(contentsOf: Self.root.appendingPathComponent(glue), encoding: .utf8)
    #expect(source.matches(of: /@_cdecl\(/).count == 1)
  }

  /// The rewriter, a package of its own, and the driver share one wire format and one escaper,
  /// each written once: the rewriter's manifest files and its string-literal escaper are links to
  /// the lab's, and no other source writes a character as `\u{…}`.
  @Test func theRewriterAndTheDriverShareOneWireAndOneEscaper() throws {
    let rewriter = "Tools/ControllerRewriter/Sources/ControllerRewriting"
    let shared =
      ["Manifest", "ManifestClass", "ManifestFile", "ManifestOutlet", "ManifestRequirement"].map {
        "Shared/UserCode/\($0).swift"
      } + ["Shared/Lab/Runs/SwiftStringLiteral.swift"]
    for file in shared {
      let name = String(file.split(separator: "/").last ?? "")
      let link = Self.root.appendingPathComponent(rewriter + "/" + name)
      #expect(
        link.resolvingSymlinksInPath().path
          == Self.root.appendingPathComponent(file).resolvingSymlinksInPath().path,
        "\(rewriter)/\(name)")
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path).hasSuffix(file))
    }
    let escapers = try Self.files(under: ["Shared", rewriter], withALineHaving: #""\\u{"#)
      .map { Self.root.appendingPathComponent($0).resolvingSymlinksInPath().path }
    #expect(
      Set(escapers)
        == [Self.root.appendingPathComponent(shared.last ?? "").resolvingSymlinksInPath().path])
  }

  /// A failure is thrown, never ended where it happens: the one `CommandFailure` goes up to the one
  /// place each executable prints it and exits with its status, `SchmeeboardCommand.main(_:)` for
  /// the built-in variants and `ControllerDriver.main()` for the driver, a run of a user's
  /// controller that hangs or traps included. The other ends are those no throw can reach, each
  /// saying why where it is: a forked run's process once its reply is sent, and in its signal
  /// handler on a hang (`_exit`); the watchdog's, when the user's code never returns to the
  /// driver's own thread; and the output's, when standard output cannot be written.
  @Test func eachExecutableEndsInOnePlace() throws {
    let ending = try Regex(#"(?:^|[^\w.])(?:Glibc\.|Darwin\.)?_?exit\([\w.]+\)"#)
    let enders = try Self.files(
      under: ["Shared", "Executables"] + Self.variantFolders, withALineHaving: "exit(",
      matching: ending)
    #expect(
      enders.sorted() == [
        "Shared/CommandLine/OutputSink.swift", "Shared/CommandLine/SchmeeboardCommand+Main.swift",
        "Shared/UserCode/CheckWatchdog.swift", "Shared/UserCode/ControllerDriver.swift",
        "Shared/UserCode/RunProcess.swift", "Shared/UserCode/RunServerProcess.swift",
      ])
  }

  /// One place decides a run's verdict, `SimulationResult.timeline(header:rules:cannotHappenHere:)`:
  /// no other file of the package sets one (`verdict = .notApplicable`, `timeline.verdict = …`),
  /// so no layer overrules another's.
  @Test func theVerdictIsDecidedInOnePlace() throws {
    let setting = try Regex(#"\.verdict\s*=[^=]|\bverdict\s*=\s*\.[a-z]"#)
    let setters = try Self.files(
      under: ["Shared", "Executables"] + Self.variantFolders, withALineHaving: "verdict",
      matching: setting)
    #expect(setters == ["Shared/SimulatedIOS/System/SimulationResult.swift"])
  }
}
