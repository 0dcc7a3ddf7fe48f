// swift-tools-version: 6.2
import PackageDescription

// UIKit is main-actor isolated; so is everything we write, which keeps the simulation free of
// Sendable churn. Warnings are errors so that CI keeps the build at zero warnings.
let settings: [SwiftSetting] = [
  .defaultIsolation(MainActor.self),
  .treatAllWarnings(as: .error),
]

let argumentParser: Target.Dependency = .product(
  name: "ArgumentParser", package: "swift-argument-parser")

let package = Package(
  name: "KeyboardSchmeeboard",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Shared", targets: ["Shared"]),
    .executable(name: "KeyboardSchmeeboard", targets: ["KeyboardSchmeeboard"]),
    .executable(name: "CorrectedSchmeeboard", targets: ["CorrectedSchmeeboard"]),
    .executable(name: "CorrectedSchmeeboard2", targets: ["CorrectedSchmeeboard2"]),
    .executable(name: "CorrectedSchmeeboard3", targets: ["CorrectedSchmeeboard3"]),
    .executable(name: "CorrectedSchmeeboard4", targets: ["CorrectedSchmeeboard4"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    // MARK: - Library
    .target(
      name: "Shared", dependencies: [argumentParser], path: "Shared", swiftSettings: settings),

    // MARK: - Samples
    .executableTarget(
      name: "KeyboardSchmeeboard", dependencies: ["Shared", argumentParser],
      path: "KeyboardSchmeeboard",
      swiftSettings: settings),
    .executableTarget(
      name: "CorrectedSchmeeboard", dependencies: ["Shared"], path: "CorrectedSchmeeboard",
      swiftSettings: settings),
    .executableTarget(
      name: "CorrectedSchmeeboard2", dependencies: ["Shared"], path: "CorrectedSchmeeboard2",
      swiftSettings: settings),
    .executableTarget(
      name: "CorrectedSchmeeboard3", dependencies: ["Shared"], path: "CorrectedSchmeeboard3",
      swiftSettings: settings),
    .executableTarget(
      name: "CorrectedSchmeeboard4", dependencies: ["Shared"], path: "CorrectedSchmeeboard4",
      swiftSettings: settings),

    // MARK: - Tests
    .target(
      name: "TestSupport", dependencies: ["Shared"], path: "Tests/TestSupport",
      swiftSettings: settings),
    .testTarget(
      name: "SharedTests", dependencies: ["Shared", "TestSupport"], path: "Tests/SharedTests",
      swiftSettings: settings),
    .testTarget(
      name: "KeyboardSchmeeboardTests", dependencies: ["KeyboardSchmeeboard", "TestSupport"],
      path: "Tests/KeyboardSchmeeboardTests",
      exclude: ["Golden"], swiftSettings: settings),
    .testTarget(
      name: "CorrectedSchmeeboardTests", dependencies: ["CorrectedSchmeeboard", "TestSupport"],
      path: "Tests/CorrectedSchmeeboardTests",
      exclude: ["Golden"], swiftSettings: settings),
    .testTarget(
      name: "CorrectedSchmeeboard2Tests", dependencies: ["CorrectedSchmeeboard2", "TestSupport"],
      path: "Tests/CorrectedSchmeeboard2Tests",
      exclude: ["Golden"], swiftSettings: settings),
    .testTarget(
      name: "CorrectedSchmeeboard3Tests", dependencies: ["CorrectedSchmeeboard3", "TestSupport"],
      path: "Tests/CorrectedSchmeeboard3Tests",
      exclude: ["Golden"], swiftSettings: settings),
    .testTarget(
      name: "CorrectedSchmeeboard4Tests", dependencies: ["CorrectedSchmeeboard4", "TestSupport"],
      path: "Tests/CorrectedSchmeeboard4Tests",
      exclude: ["Golden"], swiftSettings: settings),
    .testTarget(
      name: "ComparisonTests",
      dependencies: [
        "KeyboardSchmeeboard", "CorrectedSchmeeboard", "CorrectedSchmeeboard2",
        "CorrectedSchmeeboard3",
        "CorrectedSchmeeboard4", "TestSupport",
      ],
      path: "Tests/ComparisonTests", swiftSettings: settings),
    .testTarget(
      name: "CommandLineTests",
      dependencies: [
        "KeyboardSchmeeboard", "CorrectedSchmeeboard", "CorrectedSchmeeboard2",
        "CorrectedSchmeeboard3",
        "CorrectedSchmeeboard4", "TestSupport", argumentParser,
      ],
      path: "Tests/CommandLineTests", swiftSettings: settings),
  ]
)
