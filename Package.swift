// swift-tools-version: 6.2
import PackageDescription

// UIKit is main-actor isolated; so is everything we write, which keeps the simulation free of
// Sendable churn. Warnings are errors so that CI keeps the build at zero warnings.
let settings: [SwiftSetting] = [
  .defaultIsolation(MainActor.self),
  .treatAllWarnings(as: .error),
]

let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")

let package = Package(
  name: "KeyboardSchmeeboard",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Shared", targets: ["Shared"]),
    .executable(name: "KeyboardSchmeeboard", targets: ["KeyboardSchmeeboard"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    // MARK: - Library
    .target(name: "Shared", dependencies: [argumentParser], path: "Shared", swiftSettings: settings),

    // MARK: - Samples
    .executableTarget(
      name: "KeyboardSchmeeboard", dependencies: ["Shared"], path: "KeyboardSchmeeboard",
      swiftSettings: settings),

    // MARK: - Tests
    .target(name: "TestSupport", dependencies: ["Shared"], path: "Tests/TestSupport", swiftSettings: settings),
    .testTarget(
      name: "SharedTests", dependencies: ["Shared", "TestSupport"], path: "Tests/SharedTests",
      swiftSettings: settings),
    .testTarget(
      name: "KeyboardSchmeeboardTests", dependencies: ["KeyboardSchmeeboard", "TestSupport"],
      path: "Tests/KeyboardSchmeeboardTests", exclude: ["Golden"], swiftSettings: settings),
  ]
)
