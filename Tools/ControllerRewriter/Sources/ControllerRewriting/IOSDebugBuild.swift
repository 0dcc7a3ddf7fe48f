import SwiftIfConfig
import SwiftSyntax

/// The build the user's code is written for, as `#if` sees it: an iOS app's debug build for a
/// device. The rewriter lists only the classes of the clauses it makes active, and the rewritten
/// copy keeps those clauses alone (the others and every directive blanked), so that the lab
/// chooses and compiles the same code an iOS build would, where Linux's compiler would take
/// `#if os(Linux)` [M]. docs/your-own-controller.md lists it.
struct IOSDebugBuild: BuildConfiguration {
  /// The modules `canImport` finds: those of the iOS SDK an app's controller imports.
  static let importableModules: Set<String> = [
    "UIKit", "Foundation", "Dispatch", "CoreGraphics", "QuartzCore", "CoreFoundation", "Combine",
    "SwiftUI", "ObjectiveC", "Darwin", "os", "MobileCoreServices", "UniformTypeIdentifiers",
  ]

  /// `DEBUG`, which Xcode sets in a debug build.
  func isCustomConditionSet(name: String) -> Bool { name == "DEBUG" }

  /// No experimental or upcoming feature is known to be on.
  func hasFeature(name: String) -> Bool { false }

  /// No attribute is taken as known: code under `#if hasAttribute` takes its other branch.
  func hasAttribute(name: String) -> Bool { false }

  func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
    importPath.first.map { Self.importableModules.contains($0.1) } ?? false
  }

  func isActiveTargetOS(name: String) -> Bool { name == "iOS" }

  /// A device's: not the simulator, not Mac Catalyst.
  func isActiveTargetEnvironment(name: String) -> Bool { false }

  func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }

  /// Apple's platforms have the Objective-C runtime.
  func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }

  func isActiveTargetPointerAuthentication(name: String) -> Bool { false }

  func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }

  var targetPointerBitWidth: Int { 64 }

  var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }

  var endianness: Endianness { .little }

  /// Swift 5, the language mode the lab compiles the user's code in.
  var languageVersion: VersionTuple { VersionTuple(5, 10) }

  /// The compiler the rewriter was built with, which compiles the user's code.
  var compilerVersion: VersionTuple {
    #if compiler(>=6.3)
      VersionTuple(6, 3)
    #elseif compiler(>=6.2)
      VersionTuple(6, 2)
    #else
      VersionTuple(6, 1)
    #endif
  }
}
