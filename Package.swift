// swift-tools-version: 6.2
import PackageDescription

// The floor plan, bottom up; each module sees only the ones below it:
//
//   executables  Executables/<Variant>/main.swift: three lines each
//        │
//   SchmeeboardVariants  Shared/Variants: the one list of the built-in variants, each made a
//        │               `CommandLineVariant` there
//        ├──────────────────────────────┐
//   SchmeeboardCommandLine              the variants  <Variant>/ and Techniques/<Variant>/: a
//        │  Shared/CommandLine: the     │   port (ViewController.swift, which imports
//        │  command every executable    │   SimulatedUIKit only, as its original imported UIKit)
//        │  shares, for any `Variant`   │   and its glue, a `Variant` of the lab
//        ├──────────────────────────────┘
//   SchmeeboardLab  Shared/Lab: the `Variant` protocol, runs, matrices, comparisons, and the
//        │          text, JSON, SVG and HTML; `SchmeeboardTesting` (Shared/Testing) sits on it
//        │          alone, as a package of your own does
//   SimulatedIOS    Shared/SimulatedIOS: the simulated iOS (the engine): devices, releases and
//        │          their rules, the keyboard, scenarios, the nib, samples, measurements, verdicts
//        │
//   SimulatedUIKit  Shared/SimulatedUIKit: UIKit's surface, geometry, animation, the timeline's
//                   records, on the toolchain's Foundation (`NSObject`, `NSNumber`, `CGRect`…); it reaches the engine only through the protocol it
//                   declares, `RunningSystem`, which the engine's `Simulation` implements (as
//                   NIOCore declares `EventLoop` and NIOPosix implements it)
//
// Beside them, `UIKit` (Shared/UIKit) is what an app's own unchanged iOS file imports: the
// simulated UIKit, Foundation, and the casts iOS bridges that Foundation on Linux does not
// (docs/uikit-surface.md); and `Combine` (Shared/Combine) what its `import Combine` gets:
// OpenCombine's API, with the lab's notification center and main queue, run loop and operation
// queue as schedulers on the virtual clock; `CoreGraphics` (Shared/CoreGraphics) and `ObjectiveC`
// (Shared/ObjectiveC) what its `import CoreGraphics` and `import ObjectiveC` get; `UIKit`
// re-exports both, as UIKit brings them to an iOS file; `MobileCoreServices`
// (Shared/MobileCoreServices) and `UniformTypeIdentifiers` (Shared/UniformTypeIdentifiers)
// what its `import MobileCoreServices` and `import UniformTypeIdentifiers` get, the type
// identifiers, which the driver's host of an action extension reads too. No module of the lab depends on them
// otherwise; the driver links them for the users' code it loads, and the built-in variants none.
//
// Nothing is main-actor isolated: a simulation is confined to the thread that runs it (its UIKit
// reaches it through a thread-local scoped to the run), so tests can run several side by side.
// Warnings are not errors here, so that a newer compiler's new warning does not stop a user's
// build; `.ci/run` builds with warnings as errors to keep ours at zero.

let argumentParser: Target.Dependency = .product(
  name: "ArgumentParser", package: "swift-argument-parser")
let system: Target.Dependency = .product(name: "SystemPackage", package: "swift-system")

/// The five ported samples, each a library in a folder of its name, then the seeds' four other
/// techniques and Apple's own answers (written by us from Apple's documentation), one folder each
/// under `Techniques/`. `BuiltInVariantsTests` checks this list
/// against `BuiltInVariants.all`, the one the command line, the tests and `.ci/run` read.
let samples = [
  "KeyboardSchmeeboard", "CorrectedSchmeeboard", "CorrectedSchmeeboard2", "CorrectedSchmeeboard3",
  "CorrectedSchmeeboard4",
]
let techniques = [
  "MudoxKeyboard", "MWKeyboardAnimation", "MedcalfInsets", "TKScrollviewKeyboard",
  "KeyboardLayoutGuide", "ScreenSpaceNotifications",
]
let variants = samples + techniques

/// A variant's library module: a sample's is its name, a technique's `Technique<Name>`
/// (`TechniqueKeyboardLayoutGuide`), since techniques are named after published code, and a module
/// of the lab must not take the name of a package a user's controller imports (`--module
/// KeyboardLayoutGuide=…`, `docs/your-own-controller.md`). The executable keeps the variant's name.
func variantModule(_ variant: String) -> String {
  techniques.contains(variant) ? "Technique" + variant : variant
}
let variantDependencies = variants.map { Target.Dependency(stringLiteral: variantModule($0)) }

/// What a variant's module sees: the lab and the layers beneath it, never the command line; and
/// argument-parser for the two whose switches are their own (KeyboardSchmeeboard's workarounds,
/// KeyboardLayoutGuide's `--follows-undocked-keyboard`), which the command line reads as they are.
func variantLayers(_ variant: String) -> [Target.Dependency] {
  let withSwitches: Set = ["KeyboardSchmeeboard", "KeyboardLayoutGuide"]
  return ["SimulatedUIKit", "SimulatedIOS", "SchmeeboardLab"]
    + (withSwitches.contains(variant) ? [argumentParser] : [])
}

/// The lab's code is optimized in a debug build too (`-O` after SwiftPM's `-Onone`; SwiftPM still
/// makes it testable, `-enable-testing`): the tests run thousands of simulations, and unoptimized
/// they were most of a `swift test`'s time (docs/performance.md). The tests' own code, and the
/// helpers under Tests/, stay unoptimized. The price: a debugger steps through the lab's code as
/// through a release build's.
let optimizedInEveryBuild: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
  name: "KeyboardSchmeeboard",
  // `Synchronization.Mutex` (the solved-curve cache) is the newest API the code uses.
  platforms: [.macOS(.v15)],
  products: [
    // For a package of your own that runs its controller in the lab (docs/your-own-controller.md).
    .library(name: "SimulatedUIKit", targets: ["SimulatedUIKit"]),
    // The simulated iOS the controller runs on: devices, releases, scenarios, the nib, verdicts.
    .library(name: "SimulatedIOS", targets: ["SimulatedIOS"]),
    // For an app's own iOS file, unchanged: `import UIKit` (docs/uikit-surface.md).
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "SchmeeboardLab", targets: ["SchmeeboardLab"]),
    .library(name: "SchmeeboardCommandLine", targets: ["SchmeeboardCommandLine"]),
    .library(name: "SchmeeboardVariants", targets: ["SchmeeboardVariants"]),
    // Swift Testing expectations for a controller of your own: `expectVerdicts(of:…)`.
    .library(name: "SchmeeboardTesting", targets: ["SchmeeboardTesting"]),
    // `swift run schmeeboard --controller MyViewController.swift` (docs/your-own-controller.md).
    .executable(name: "schmeeboard", targets: ["SchmeeboardDriver"]),
  ]
    + variants.map { .executable(name: $0, targets: ["\($0)Executable"]) },
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // File descriptors and their errors (`FileDescriptor`, `Errno`: reads and writes retried when
    // a signal interrupts them, `strerror`'s words) for the command's output and the driver's
    // pipes and cache, where Foundation's `FileHandle` would bring all of Foundation into the
    // executables; no Foundation of its own (docs/floor-plan.md, "The libraries").
    .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
    // `swift package generate-documentation`, with which `scripts/documentation` builds the DocC
    // archives of the modules with a catalog, SimulatedUIKit, SimulatedIOS, SchmeeboardLab and
    // SchmeeboardTesting (`Shared/<folder>/<Module>.docc`). A command plugin: no target depends
    // on it, and nothing of it is built into a product.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // Combine's API for an app's own file that imports Combine (the `Combine` target below).
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  ],
  targets: [
    // MARK: - The layers
    .target(
      name: "SimulatedUIKit", path: "Shared/SimulatedUIKit", swiftSettings: optimizedInEveryBuild),
    .target(
      name: "SimulatedIOS", dependencies: ["SimulatedUIKit"], path: "Shared/SimulatedIOS",
      swiftSettings: optimizedInEveryBuild),
    .target(
      name: "UIKit", dependencies: ["SimulatedUIKit", "CoreGraphics", "ObjectiveC"],
      path: "Shared/UIKit"),
    // What an app's file that imports CoreGraphics or ObjectiveC gets: the geometry, and the
    // runtime's associated objects (docs/uikit-surface.md).
    .target(name: "CoreGraphics", dependencies: ["SimulatedUIKit"], path: "Shared/CoreGraphics"),
    .target(name: "ObjectiveC", path: "Shared/ObjectiveC"),
    // What an app's or an extension's file that imports MobileCoreServices or
    // UniformTypeIdentifiers gets: the uniform types and their identifiers it hands an item
    // provider (docs/uikit-surface.md).
    .target(
      name: "MobileCoreServices", dependencies: ["UniformTypeIdentifiers"],
      path: "Shared/MobileCoreServices"),
    .target(name: "UniformTypeIdentifiers", path: "Shared/UniformTypeIdentifiers"),
    .target(
      name: "Combine",
      dependencies: ["SimulatedUIKit", .product(name: "OpenCombine", package: "OpenCombine")],
      path: "Shared/Combine"),
    // What an app's file that imports SwiftUI gets: UIKit and Combine, which SwiftUI re-exports
    // on iOS, and none of SwiftUI's own types (docs/uikit-surface.md, "`import SwiftUI`").
    .target(name: "SwiftUI", dependencies: ["UIKit", "Combine"], path: "Shared/SwiftUI"),
    .target(
      name: "SchmeeboardLab", dependencies: ["SimulatedUIKit", "SimulatedIOS"], path: "Shared/Lab",
      // The replay's script, compiled into the module as its bytes (`ReplayScript.swift`).
      resources: [.embedInCode("Render/Replay/ReplayScript.js")],
      swiftSettings: optimizedInEveryBuild),
    .target(
      name: "SchmeeboardCommandLine", dependencies: ["SchmeeboardLab", argumentParser, system],
      path: "Shared/CommandLine", swiftSettings: optimizedInEveryBuild),
    .target(
      name: "SchmeeboardVariants", dependencies: variantDependencies + ["SchmeeboardCommandLine"],
      path: "Shared/Variants"),
    // MARK: - Users' own code
    .target(
      name: "SchmeeboardTesting", dependencies: ["SchmeeboardLab"], path: "Shared/Testing"),
    .target(
      name: "SchmeeboardUserCode",
      dependencies: [
        "SchmeeboardCommandLine", "SchmeeboardVariants", "MobileCoreServices", argumentParser,
        system,
      ],
      path: "Shared/UserCode", swiftSettings: optimizedInEveryBuild),
    .executableTarget(
      name: "SchmeeboardDriver",
      dependencies: [
        "SchmeeboardUserCode", "UIKit", "Combine", "ObjectiveC", "SwiftUI", "MobileCoreServices",
        "UniformTypeIdentifiers",
      ],
      path: "Executables/SchmeeboardDriver",
      // The user's compiled controller, loaded at run time, finds the lab's symbols in the driver.
      linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"], .when(platforms: [.linux]))]),
  ]
    // MARK: - The variants
    + samples.map {
      .target(
        name: $0, dependencies: variantLayers($0), path: $0, swiftSettings: optimizedInEveryBuild)
    }
    + techniques.map {
      .target(
        name: variantModule($0), dependencies: variantLayers($0), path: "Techniques/\($0)",
        swiftSettings: optimizedInEveryBuild)
    }
    // MARK: - The executables
    + variants.map {
      .executableTarget(
        name: "\($0)Executable",
        dependencies: [.init(stringLiteral: variantModule($0)), "SchmeeboardVariants"],
        path: "Executables/\($0)")
    }
    // MARK: - Tests
    + variants.map {
      .testTarget(
        name: "\($0)Tests",
        dependencies: [.init(stringLiteral: variantModule($0)), "TestSupport"],
        path: "Tests/\($0)Tests", exclude: ["Golden"])
    }
    + [
      .target(
        name: "TestSupport", dependencies: variantDependencies + ["SchmeeboardVariants"],
        path: "Tests/TestSupport"),
      // `swift run schmeeboard-generate`: writes the files the tests compare with what the code
      // makes (the golden timelines, MATRIX.md, the docs' generated parts), by the functions the
      // tests call (`GeneratedFiles` in TestSupport), as swift-format keeps a generator of its own.
      .executableTarget(
        name: "schmeeboard-generate", dependencies: ["TestSupport"], path: "Tools/Generate"),
      // Controllers that run a test's script inside a simulation (`ProbeController`) or record
      // what the system sent them (`RecordingController`), for the tests of each layer.
      .target(
        name: "SimulationHelpers", dependencies: ["SimulatedIOS", "SchmeeboardLab"],
        path: "Tests/SimulationHelpers"),
      // Each layer's own tests. The surface's run on a test host of their own (`RecordingSystem`)
      // where they can, and in a simulation (above them, as NIOCoreTests use NIOPosix) where they
      // need a system that moves the keyboard and rotates.
      .testTarget(
        name: "SimulatedUIKitTests", dependencies: ["SimulationHelpers", "TestSupport"],
        path: "Tests/SimulatedUIKitTests"),
      .testTarget(
        name: "SimulatedIOSTests", dependencies: ["SimulationHelpers", "TestSupport", system],
        path: "Tests/SimulatedIOSTests"),
      .testTarget(
        name: "SchmeeboardLabTests", dependencies: ["SimulationHelpers", "TestSupport"],
        path: "Tests/SchmeeboardLabTests"),
      // An app's controller in today's idiom and the bridged casts, through `import UIKit` alone,
      // in a process of its own, as the driver runs an app's file. In Swift 5 mode, as the lab's
      // driver compiles an app's own files (Swift 6 takes a closure given to
      // `DispatchQueue.main.async` as main-actor isolated, which iOS code is not written for).
      .executableTarget(
        name: "UIKitSurfaceCheck", dependencies: ["UIKit", "SchmeeboardLab"],
        path: "Tests/UIKitSurfaceCheck", swiftSettings: [.swiftLanguageMode(.v5)]),
      // Runs `UIKitSurfaceCheck`, and tests the responders, selectors and notification center
      // in process.
      .testTarget(
        name: "UIKitSurfaceTests", dependencies: ["SchmeeboardLab", "ObjectiveC"],
        path: "Tests/UIKitSurfaceTests"),
      .testTarget(
        name: "ComparisonTests", dependencies: variantDependencies + ["TestSupport"],
        path: "Tests/ComparisonTests", exclude: ["Golden"]),
      .testTarget(
        name: "UserCodeTests",
        dependencies: [
          "SchmeeboardUserCode", "SchmeeboardTesting", "SchmeeboardVariants", "CorrectedSchmeeboard2",
          "TestSupport", "Combine",
        ],
        path: "Tests/UserCodeTests"),
      .testTarget(
        name: "CommandLineTests",
        dependencies: variantDependencies + ["TestSupport", argumentParser],
        path: "Tests/CommandLineTests"),
      // The house's own checks, apart from the code's: the repository's files read as text (the
      // docs' links and citations, CONTRIBUTING's counts, the README's shape, the layers'
      // imports); they run none of the lab's code.
      .testTarget(
        name: "RepositoryLintTests",
        dependencies: ["SchmeeboardVariants", "SimulatedIOS", "SimulatedUIKit", "TestSupport"],
        path: "Tests/RepositoryLintTests"),
    ]
)
