import Foundation
import Testing

/// A controller written for iOS and other platforms alike, inside `#if os(iOS)` or
/// `#if canImport(UIKit)` with `#if DEBUG` code in it, is chosen and compiled as an iOS debug
/// build sees it; a superclass written `UIKit.UIViewController` is UIKit's.
@Suite(.serialized) struct ConditionalControllerTests {
  @Test func aControllerInsideIOSConditionsIsChosenAndCompiledAsOnIOS() throws {
    let source = """
      #if canImport(UIKit)
      import UIKit
      #else
      import AppKit
      #endif

      #if os(iOS)
      final class PlatformViewController: UIKit.UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          #if DEBUG
          view.backgroundColor = .white
          #else
          this line is not Swift, and an iOS debug build never sees it
          #endif
        }
      }
      #elseif os(macOS)
      final class PlatformViewController: NSViewController {}
      #endif

      """
    let folder = try DriverRun.folder([("PlatformViewController.swift", source)])
    let run = try DriverRun(["--controller", folder.path, "--scenario", "show-hide", "--summary"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasPrefix("PlatformViewController\tiphone15\t18\tshow-hide\t"))
  }
}
