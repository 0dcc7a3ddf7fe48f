// swift-tools-version: 6.2
import PackageDescription

// UIKit is main-actor isolated; so is everything we write, which keeps the simulation free of
// Sendable churn. Warnings are not errors here, so that a newer compiler's new warning does not
// stop a user's build; `.ci/run` builds with warnings as errors to keep ours at zero.
let settings: [SwiftSetting] = [
  .defaultIsolation(MainActor.self)
]

let argumentParser: Target.Dependency = .product(
  name: "ArgumentParser", package: "swift-argument-parser")

/// The five ported samples. Each is an executable in a folder of its name, with a test target of
/// its own (its claims, and its default run as a golden timeline in `Golden/`).
let variants = [
  "KeyboardSchmeeboard", "CorrectedSchmeeboard", "CorrectedSchmeeboard2", "CorrectedSchmeeboard3",
  "CorrectedSchmeeboard4",
]
/// The seeds' four other techniques, one folder each under `Techniques/`, built and tested as the
/// five samples are.
let techniques = ["MudoxKeyboard", "MWKeyboardAnimation", "MedcalfInsets", "TKScrollviewKeyboard"]
let allVariants = (variants + techniques).map { Target.Dependency(stringLiteral: $0) }

let package = Package(
  name: "KeyboardSchmeeboard",
  platforms: [.macOS(.v13)],
  products: [.library(name: "Shared", targets: ["Shared"])]
    + (variants + techniques).map { .executable(name: $0, targets: [$0]) },
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    // MARK: - Library
    .target(
      name: "Shared", dependencies: [argumentParser], path: "Shared", swiftSettings: settings)
  ]
    // MARK: - Samples
    + variants.map {
      // Argument parser for KeyboardSchmeeboard's own switches; the others only need Shared.
      .executableTarget(
        name: $0, dependencies: ["Shared", argumentParser], path: $0, swiftSettings: settings)
    }
    // MARK: - Techniques
    + techniques.map {
      .executableTarget(
        name: $0, dependencies: ["Shared"], path: "Techniques/\($0)", swiftSettings: settings)
    }
    // MARK: - Tests
    + (variants + techniques).map {
      .testTarget(
        name: "\($0)Tests", dependencies: [.init(stringLiteral: $0), "TestSupport"],
        path: "Tests/\($0)Tests", exclude: ["Golden"], swiftSettings: settings)
    }
    + [
      .target(
        name: "TestSupport", dependencies: ["Shared"], path: "Tests/TestSupport",
        swiftSettings: settings),
      .testTarget(
        name: "SharedTests", dependencies: ["Shared", "TestSupport"], path: "Tests/SharedTests",
        swiftSettings: settings),
      .testTarget(
        name: "ComparisonTests", dependencies: allVariants + ["TestSupport"],
        path: "Tests/ComparisonTests", exclude: ["Golden"], swiftSettings: settings),
      .testTarget(
        name: "CommandLineTests", dependencies: allVariants + ["TestSupport", argumentParser],
        path: "Tests/CommandLineTests", swiftSettings: settings),
    ]
)
