// swift-tools-version: 6.2
import PackageDescription

// Your own keyboard-handling controller in the lab, beside the built-in variants
// (docs/your-own-controller.md):
//
//   OwnControllerTool    Sources/OwnControllerTool/main.swift: the command, with your controller
//        │               and the built-ins in its `--compare` and `--matrix` (with
//        │               SchmeeboardCommandLine and SchmeeboardVariants)
//   MyKeyboardController Sources/MyKeyboardController: ViewController.swift (imports
//        │               SimulatedUIKit only, as a real one imports UIKit) and
//        │               MyKeyboardControllerVariant.swift (the glue, a `Variant` of the lab)
//   KeyboardSchmeeboard's products: SimulatedUIKit, SimulatedIOS, SchmeeboardLab; the tests add
//                        SchmeeboardTesting, which needs no command line either
//
// Like the main package, nothing here is main-actor isolated: a simulation runs on the thread
// that calls it.

let package = Package(
  name: "OwnController",
  platforms: [.macOS(.v15)],
  products: [
    // A library target and an executable target cannot share a name; the product can.
    .executable(name: "MyKeyboardController", targets: ["OwnControllerTool"])
  ],
  dependencies: [
    // A clone; for the repository instead:
    // .package(url: "https://github.com/<owner>/KeyboardSchmeeboard", branch: "main"),
    .package(name: "KeyboardSchmeeboard", path: "../..")
  ],
  targets: [
    .target(
      name: "MyKeyboardController",
      dependencies: [
        .product(name: "SimulatedUIKit", package: "KeyboardSchmeeboard"),
        .product(name: "SimulatedIOS", package: "KeyboardSchmeeboard"),
        .product(name: "SchmeeboardLab", package: "KeyboardSchmeeboard"),
      ]),
    .executableTarget(
      name: "OwnControllerTool",
      dependencies: [
        "MyKeyboardController",
        .product(name: "SchmeeboardCommandLine", package: "KeyboardSchmeeboard"),
        .product(name: "SchmeeboardVariants", package: "KeyboardSchmeeboard"),
      ]),
    .testTarget(
      name: "MyKeyboardControllerTests",
      dependencies: [
        "MyKeyboardController",
        .product(name: "SimulatedUIKit", package: "KeyboardSchmeeboard"),
        .product(name: "SimulatedIOS", package: "KeyboardSchmeeboard"),
        .product(name: "SchmeeboardLab", package: "KeyboardSchmeeboard"),
        .product(name: "SchmeeboardTesting", package: "KeyboardSchmeeboard"),
      ]),
  ]
)
