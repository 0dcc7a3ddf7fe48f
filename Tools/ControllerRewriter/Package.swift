// swift-tools-version: 6.2
import Foundation
import PackageDescription

// The tool `schmeeboard` runs to turn a view controller written for iOS into one that compiles on
// Linux against SimulatedUIKit: it blanks the Objective-C attributes, rewrites `#selector` and
// `#keyPath`, and lists the classes and their outlets in a manifest. It is a package of its own so
// that swift-syntax is never part of the lab's own `swift build`; the driver builds it on demand
// with `swift build --package-path Tools/ControllerRewriter --scratch-path <repo>/.build-rewriter`.
//
// It reads Swift with the swift-syntax the toolchain itself ships for macros (the interfaces and
// libraries of `usr/lib/swift/host`, beside the `swiftc` on PATH): nothing to fetch, and some
// 30 s of CPU to build where building swift-syntax from its package takes some 250
// (docs/performance.md). A toolchain without them, or `SCHMEEBOARD_SWIFT_SYNTAX=package` in the
// environment, builds the swift-syntax package instead. This package is never a dependency of
// another, so its flags may name the folder.
//
// What it shares with the lab is one source, not two: the manifest it writes and the driver reads
// (`Manifest.swift` and its parts) and the escaping of a Swift string literal
// (`SwiftStringLiteral.swift`) are links in `Sources/ControllerRewriting` to the lab's files in
// `Shared/UserCode` and `Shared/Lab/Runs`, compiled into both.

/// The toolchain's `usr/lib/swift/host`, when it holds swift-syntax's parser and `#if` evaluator
/// (`SwiftIfConfig`) and the package is not asked for, else `nil`.
let toolchainSyntax: String? = {
  guard Context.environment["SCHMEEBOARD_SWIFT_SYNTAX"] != "package" else { return nil }
  let path = Context.environment["PATH"] ?? ""
  for directory in path.split(separator: ":") {
    let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
    guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
    let host = swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("lib/swift/host")
    let modules = ["SwiftParser", "SwiftIfConfig"].map {
      host.appendingPathComponent("\($0).swiftmodule").path
    }
    return modules.allSatisfy(FileManager.default.fileExists(atPath:)) ? host.path : nil
  }
  return nil
}()

/// Where each target finds swift-syntax's modules.
let syntaxModules: [SwiftSetting] = toolchainSyntax.map { [.unsafeFlags(["-I", $0])] } ?? []

let package = Package(
  name: "ControllerRewriter",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "schmeeboard-rewrite", targets: ["schmeeboard-rewrite"])
  ],
  dependencies: toolchainSyntax == nil
    ? [.package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0")] : [],
  targets: [
    .target(
      name: "ControllerRewriting",
      dependencies: toolchainSyntax == nil
        ? [
          .product(name: "SwiftSyntax", package: "swift-syntax"),
          .product(name: "SwiftParser", package: "swift-syntax"),
          .product(name: "SwiftIfConfig", package: "swift-syntax"),
        ] : [],
      swiftSettings: syntaxModules,
      linkerSettings: toolchainSyntax.map {
        [
          .unsafeFlags([
            "-L", $0, "-lSwiftSyntax", "-lSwiftParser", "-lSwiftIfConfig", "-lSwiftDiagnostics",
            "-Xlinker", "-rpath", "-Xlinker", $0,
          ])
        ]
      } ?? []),
    .executableTarget(
      name: "schmeeboard-rewrite", dependencies: ["ControllerRewriting"],
      swiftSettings: syntaxModules),
    .testTarget(
      name: "ControllerRewritingTests", dependencies: ["ControllerRewriting"],
      swiftSettings: syntaxModules),
  ],
  swiftLanguageModes: [.v6]
)
