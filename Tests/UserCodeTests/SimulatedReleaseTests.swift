import Foundation
import SimulatedIOS
import Testing

/// The release a run simulates is the one the app's code sees: `#available` and `#unavailable`
/// (in `if`, `guard` and `while`, beside other conditions), `UIDevice.current.systemVersion`,
/// `systemName`, `model`, and `ProcessInfo`'s operating system, where Linux would answer for
/// itself.
@Suite(.serialized) struct SimulatedReleaseTests {
  /// A controller that pins its field to the keyboard layout guide from iOS 15 and does nothing
  /// for the keyboard below, as many apps do, and prints what it sees of the release.
  static let controller = """
    import UIKit

    final class GuideViewController: UIViewController {
      let field = UITextField()

      override func viewDidLoad() {
        super.viewDidLoad()
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        let device = UIDevice.current
        print("\\(device.systemName) \\(device.systemVersion) on an \\(device.model)")
        let system = ProcessInfo.processInfo.operatingSystemVersion
        let ten = OperatingSystemVersion(majorVersion: 10, minorVersion: 0, patchVersion: 0)
        print(
          "ProcessInfo: \\(system.majorVersion).\\(system.minorVersion), at least 10: "
            + "\\(ProcessInfo.processInfo.isOperatingSystemAtLeast(ten))")
        if #available(iOS 15.0, *), view.window == nil {
          print("the keyboard layout guide")
          field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
        } else {
          print("nothing for the keyboard")
        }
        if #unavailable(iOS 11) { print("no safe area") }
        var checks = 0
        while #available(iOS 16.1, *), checks < 1 { checks += 1 }
        print("while #available: \\(checks)")
        guard #available(iOS 16.1, macOS 13, *) else { return }
        print("iOS 16.1 or later")
      }
    }

    """

  /// The console lines and the verdict of the controller's run on `device` with `release`.
  static func run(_ device: String, _ release: String) throws -> (
    console: [String], verdict: String
  ) {
    let folder = try DriverRun.folder([("GuideViewController.swift", controller)])
    let run = try DriverRun([
      "--controller", folder.path, "--device", device, "--os", release, "--scenario", "show-hide",
      "--summary",
    ])
    #expect(run.status == 0, "\(run.standardError)")
    let console = run.standardError.split(separator: "\n").map {
      String($0.split(separator: "] ", maxSplits: 1).last ?? "")
    }
    let fields = run.standardOutput.split(separator: "\t")
    return (console, fields.count > 4 ? String(fields[4]) : run.standardOutput)
  }

  @Test func belowIOS15TheCodeTakesItsOlderBranchAndSeesItsRelease() throws {
    let (console, verdict) = try Self.run("iphone7", "10")
    #expect(
      console == [
        "iOS 10.0 on an iPhone", "ProcessInfo: 10.0, at least 10: true", "nothing for the keyboard",
        "no safe area", "while #available: 0",
      ])
    // Nothing places the field on iOS 10: with no constraint it stays at the root view's top, no
    // taller than 0 pt, where the keyboard never reaches it (the judge reads the field's own bottom,
    // not the root view's, for a field straight on the root view).
    #expect(verdict == "clean")
  }

  @Test func fromIOS15TheCodeTakesItsNewerBranch() throws {
    let (console, _) = try Self.run("ipadpro11", "16.1")
    #expect(
      console == [
        "iOS 16.1 on an iPad", "ProcessInfo: 16.1, at least 10: true",
        "the keyboard layout guide", "while #available: 1", "iOS 16.1 or later",
      ])
  }

  // On iOS this file compiles only for a deployment target of 15 or later: the guide is used
  // outside an availability check.
  @Test func anAPITheReleaseLacksUsedUncheckedMakesTheRunNotApplicable() throws {
    let pinned = """
      import UIKit

      final class PinnedViewController: UIViewController {
        let field = UITextField()

        override func viewDidLoad() {
          super.viewDidLoad()
          field.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(field)
          field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
        }
      }

      """
    let folder = try DriverRun.folder([("PinnedViewController.swift", pinned)])
    let below = try DriverRun([
      "--controller", folder.path, "--device", "iphone7", "--os", "12", "--scenario", "show-hide",
      "--summary",
    ])
    #expect(below.status == 0, "\(below.standardError)")
    #expect(
      below.standardOutput
        == "PinnedViewController\tiphone7\t12\tshow-hide\tn/a\tcalls keyboardLayoutGuide, which "
        + "iOS 12 lacks: the app's deployment target is 15 or later\twhat-if: below the original's "
        + "deployment target, iOS 15.0\n")
    let from = try DriverRun([
      "--controller", folder.path, "--device", "iphone7", "--os", "15", "--scenario", "show-hide",
      "--summary",
    ])
    #expect(!from.standardOutput.contains("n/a"), "\(from.standardOutput)")
  }

  @Test func releasesBelowTheGivenDeploymentTargetAreNotApplicable() throws {
    let run = try DriverRun.example(
      "MovedViewController",
      [
        "--deployment-target", "14", "--device", "iphone7", "--os", "12", "--scenario", "show-hide",
        "--summary",
      ])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardOutput
        == "MovedViewController\tiphone7\t12\tshow-hide\tn/a\tiOS 12 is below the app's "
        + "deployment target, iOS 14 (--deployment-target)\twhat-if: below the original's "
        + "deployment target, iOS 14.0\n")
  }

  // A release the lab does not simulate (iOS 20 never existed: 18 was followed by 26): one line,
  // status 64, nothing compiled. Every kind of value refused, and its words, as the driver reads
  // its command line: `DriverCommandTests`.
  @Test func aDeploymentTargetOutsideTheLabsReleasesIsAUsageError() throws {
    let value = "20"
    let run = try DriverRun.example("MovedViewController", ["--deployment-target", value])
    #expect(run.status == 64)
    #expect(
      run.standardError
        == "error: The value '\(value)' is invalid for '--deployment-target <major>': not a "
        + "release the lab simulates; give a major version from \(IOSVersion.modelledSpelled), "
        + "such as 15")
    #expect(run.progress.isEmpty, "nothing compiled")
  }
}
