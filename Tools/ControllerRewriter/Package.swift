// swift-tools-version: 6.2
import PackageDescription

// The tool `schmeeboard` runs to turn a view controller written for iOS into one that compiles on
// Linux against SimulatedUIKit: it blanks the Objective-C attributes, rewrites `#selector` and
// `#keyPath`, and lists the classes and their outlets in a manifest. It is a package of its own so
// that swift-syntax is built only when a user's controller is compiled, never by the lab's own
// `swift build`; the driver builds it on demand with
// `swift build --package-path Tools/ControllerRewriter --scratch-path <repo>/.build-rewriter`.

let package = Package(
  name: "ControllerRewriter",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "schmeeboard-rewrite", targets: ["schmeeboard-rewrite"])
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0")
  ],
  targets: [
    .target(
      name: "ControllerRewriting",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    .executableTarget(name: "schmeeboard-rewrite", dependencies: ["ControllerRewriting"]),
    .testTarget(name: "ControllerRewritingTests", dependencies: ["ControllerRewriting"]),
  ],
  swiftLanguageModes: [.v6]
)
